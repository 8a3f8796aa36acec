/**
 * The download popup itself (DownloadPopup decides when it shows): the m_popup1 and m_popup2 images and the
 * app_download announcement's text; its button opens the iOS lite profile on iOS and the apk on Android.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type CSSProperties } from 'react';
import { useMobileTemplate, useSiteSettings } from '../../data/hooks';
import { useApi } from '../../platform/session';
import type { Announcement } from '../../shared/contract';
import { DOWNLOAD_POPUP_IMAGE_KEYS } from '../../shared/constants';
import { startDownload } from './download-action';

/** Server text may carry markup: the popup shows its text only. */
function plainText(content: string): string {
  if (!content.includes('<')) return content;
  return new DOMParser().parseFromString(content, 'text/html').body.textContent ?? '';
}

export interface DownloadPopupViewProps {
  /** The link its button opens. */
  target: string;
  /** Closes it for this session. */
  close: () => void;
  /** The app_download announcement: its title and text (none: the default title). */
  announcement: Announcement | null | undefined;
}

export function DownloadPopupView({ target, close, announcement }: DownloadPopupViewProps) {
  const { t } = useLingui();
  const api = useApi();
  const settings = useSiteSettings();
  const template = useMobileTemplate();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => closeRef.current?.focus(), []);

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
