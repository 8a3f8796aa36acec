/**
 * The template's desktop_app_feature beside the centred column on wide screens (ACCEPTANCE E53, Q78): an image URL
 * or merchant HTML (sanitized), under the brand logo and above the site's address. Loaded on demand: phones never
 * download it.
 */
import { useMemo } from 'react';
import { useSiteSettings } from '../../data/hooks';
import { useBrandTheme } from '../../features/brand';
import { isImageSource, sanitizeHtml } from './safe-html';

export default function DesktopFeature({ left, width }: { left: number; width: number }) {
  const content = useSiteSettings()?.mobileTemplate?.desktop_app_feature?.trim() ?? '';
  const theme = useBrandTheme();
  const html = useMemo(() => (content && !isImageSource(content) ? sanitizeHtml(content) : ''), [content]);
  if (!content) return null;
  return (
    <aside className="desktop-feature" data-testid="desktop-feature" style={{ left, width }}>
      {theme ? <img className="desktop-feature-logo" src={theme.logo} alt="" height={40} /> : null}
      {html ? (
        <div className="desktop-feature-body" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <img className="desktop-feature-image" src={content} alt="" />
      )}
      <p className="desktop-feature-address">{`${location.host}/m/home`}</p>
    </aside>
  );
}
