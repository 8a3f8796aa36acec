/**
 * The template's desktop_app_feature beside the centred column on wide screens (ACCEPTANCE E53, Q78): an image URL
 * or merchant HTML (sanitized), under the brand logo and above the site's address. Loaded on demand: phones never
 * download it.
 */
import { useSiteSettings } from '../../data/hooks';
import { useBrandTheme } from '../../features/brand';
import { isImageSource, SafeHtml } from '../../platform/layout/SafeHtml';

export default function DesktopFeature({ left, width }: { left: number; width: number }) {
  const content = useSiteSettings()?.mobileTemplate?.desktop_app_feature?.trim() ?? '';
  const theme = useBrandTheme();
  if (!content) return null;
  return (
    <aside className="desktop-feature" data-testid="desktop-feature" style={{ left, width }}>
      {theme ? <img className="desktop-feature-logo" src={theme.logo} alt="" height={40} /> : null}
      {isImageSource(content) ? (
        <img className="desktop-feature-image" src={content} alt="" />
      ) : (
        <SafeHtml className="desktop-feature-body" html={content} />
      )}
      <p className="desktop-feature-address">{`${location.host}/m/home`}</p>
    </aside>
  );
}
