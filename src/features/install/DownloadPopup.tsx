/**
 * The download popup (spec §2 Screens, §9 banner-popup defaults; ACCEPTANCE E28, E48, Q70): 20 s after landing (or
 * later, when another overlay has the turn),
 * unless closed in this session, with the m_popup1 and m_popup2 images and the app_download announcement's text; its
 * button opens the iOS lite profile on iOS and the apk on Android.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type CSSProperties } from 'react';
import { useOverlayTurn } from '../../platform/dialogs';
import { readByIndex } from '../../data/page-store';
import { useSharedQuery } from '../../data/shared-query';
import { useMobileTemplate, useSiteSettings } from '../../data/hooks';
import { useApi } from '../../platform/session';
import { APP_DOWNLOAD_CATEGORY, DOWNLOAD_POPUP_DELAY_MS, DOWNLOAD_POPUP_IMAGE_KEYS } from '../../shared/constants';
import { startDownload } from './download-action';
import { DOWNLOAD_POPUP_CLOSED_KEY, downloadPopupTarget } from './download-rules';
import { useDownloadOffer } from './hooks';

function useAppDownloadAnnouncement() {
  return useSharedQuery('announcements:appDownload', ['announcements'], async () => {
    const rows = await readByIndex('announcements', 'category', APP_DOWNLOAD_CATEGORY);
    return rows.sort((a, b) => a.sort - b.sort)[0] ?? null;
  });
}

/** Server text may carry markup: the popup shows its text only. */
function plainText(content: string): string {
  if (!content.includes('<')) return content;
  return new DOMParser().parseFromString(content, 'text/html').body.textContent ?? '';
}

export function DownloadPopup() {
  const { t } = useLingui();
  const api = useApi();
  const settings = useSiteSettings();
  const template = useMobileTemplate();
  const announcement = useAppDownloadAnnouncement();
  const { input, close } = useDownloadOffer(DOWNLOAD_POPUP_CLOSED_KEY);
  const closeRef = useRef<HTMLButtonElement>(null);
  const target = downloadPopupTarget(input);
  const open = useOverlayTurn('downloadPopup', Boolean(target), { afterLandingMs: DOWNLOAD_POPUP_DELAY_MS });

  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);

  if (!open || !target) return null;

  const download = () => {
    void startDownload(target, () => void api.flushOutbox());
    close();
  };
  const images = DOWNLOAD_POPUP_IMAGE_KEYS.map((key) => ({ key, src: settings?.resources[key] })).filter(
    (image): image is { key: (typeof DOWNLOAD_POPUP_IMAGE_KEYS)[number]; src: string } => Boolean(image.src),
  );
  const style: CSSProperties = template?.app_background ? { backgroundImage: `url("${template.app_background}")` } : {};
  const descStyle: CSSProperties = template?.app_desc_font_color ? { color: template.app_desc_font_color } : {};

  return (
    <div className="dialog-layer" onClick={(event) => event.target === event.currentTarget && close()}>
      <section
        className="download-popup"
        role="dialog"
        aria-modal="true"
        aria-labelledby="download-popup-title"
        data-testid="download-popup"
        onKeyDown={(event) => event.key === 'Escape' && close()}
      >
        <button ref={closeRef} type="button" className="download-popup-close" onClick={close} aria-label={t`Close`}>
          ×
        </button>
        <div className="download-popup-hero" style={style}>
          {images.map((image) => (
            <img key={image.key} src={image.src} alt="" data-testid={`download-popup-${image.key}`} />
          ))}
          {template?.app_desc ? (
            <p className="download-popup-desc" dir="auto" style={descStyle} data-testid="download-popup-desc">
              {template.app_desc}
            </p>
          ) : null}
        </div>
        <div className="download-popup-body">
          <h2 id="download-popup-title" className="dialog-title" dir="auto">
            {announcement?.title || t`Get the app`}
          </h2>
          {announcement?.content ? (
            <p className="dialog-message" dir="auto">
              {plainText(announcement.content)}
            </p>
          ) : null}
          <button
            type="button"
            className="button button-primary download-popup-button"
            onClick={download}
            data-testid="download-popup-download"
          >
            {t`Download`}
          </button>
        </div>
      </section>
    </div>
  );
}
