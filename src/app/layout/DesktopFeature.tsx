/**
 * The template's desktop_app_feature beside the centred column on wide screens (ACCEPTANCE E53, Q78): an image URL
 * or merchant HTML (sanitized), under the brand logo and above a QR code of the site's home and its address, for the
 * phone camera. Loaded on demand: phones never download it.
 */
import { useSiteSettings } from '../../data/hooks';
import { useBrandTheme } from '../../features/brand';
import { useLingui } from '@lingui/react/macro';
import { QrCode } from '../../platform/layout/QrCode';
import { isImageSource, SafeHtml } from '../../platform/layout/SafeHtml';

export default function DesktopFeature({ left, width }: { left: number; width: number }) {
  const content = useSiteSettings()?.mobileTemplate?.desktop_app_feature?.trim() ?? '';
  const theme = useBrandTheme();
  const { t } = useLingui();
  if (!content) return null;
  const home = `${location.origin}/m/home`;
  const address = `${location.host}/m/home`;
  return (
    <aside className="desktop-feature" data-testid="desktop-feature" style={{ left, width }}>
      {theme ? <img className="desktop-feature-logo" src={theme.logo} alt="" height={40} /> : null}
      {isImageSource(content) ? (
        <img className="desktop-feature-image" src={content} alt="" />
      ) : (
        <SafeHtml className="desktop-feature-body" html={content} />
      )}
      <QrCode value={home} label={t`QR code of ${address}`} size={144} />
      <p className="desktop-feature-address">{address}</p>
    </aside>
  );
}
