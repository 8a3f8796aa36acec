/**
 * The top download bar (spec §2 Screens, §4 Download bar; ACCEPTANCE E16–E27, E48): the app icon, its name, a 5.0
 * star rating, the template's description, Download and close, and a gift icon when configured. In the referral
 * variant the bar runs the REFERRAL behaviour (E17, D32–D35); otherwise the bar, like its button, starts the download (or, in PWA mode, the
 * install flow). It waits its turn with the automatic overlays, so it never arrives together with one (overlay-turn).
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, type CSSProperties } from 'react';
import { useDownloadBarTurn } from '../../platform/dialogs';
import { useMobileTemplate } from '../../data/hooks';
import { useApi } from '../../platform/session';
import { DOWNLOAD_BAR_RATING } from '../../shared/constants';
import { webStorage } from '../../platform/web-storage';
import { runInstall } from './install-flow';
import { startDownload } from './download-action';
import {
  APP_WINDOW_SHOWN_KEY,
  DOWNLOAD_BAR_CLOSED_KEY,
  downLinkObj,
  downloadBarHidden,
  platformLink,
  type DownloadBarOutcome,
} from './download-rules';
import { useDownloadOffer, useWebManifest } from './hooks';
import { useInstallOverlaysMounted } from './overlays-mounted';
import './install.css';

const REFERRAL_VARIANT = 'referral';
const SCRIM = 'linear-gradient(rgb(0 0 0 / 0.45), rgb(0 0 0 / 0.45))';

function Stars() {
  return (
    <span className="download-bar-stars" aria-hidden="true">
      {'★★★★★'}
    </span>
  );
}

function GiftIcon({ label }: { label: string }) {
  return (
    <svg className="download-bar-gift" viewBox="0 0 24 24" role="img" aria-label={label} data-testid="download-bar-gift">
      <path
        fill="currentColor"
        d="M20 7h-2.2A3 3 0 0 0 12 3.8 3 3 0 0 0 6.2 7H4a1 1 0 0 0-1 1v3a1 1 0 0 0 1 1h1v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8h1a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1zm-6-2a1 1 0 1 1 0 2h-1V6a1 1 0 0 1 1-1zM9 6a1 1 0 0 1 2 0v1h-1a1 1 0 0 1-1-1zm2 14H7v-8h4zm0-10H5V9h6zm6 10h-4v-8h4zm2-10h-6V9h6z"
      />
    </svg>
  );
}

export interface DownloadBarProps {
  /** The referral variant's tap: the REFERRAL behaviour, which the menu feature owns. */
  onReferral: () => void;
  /** The bar showed, or the setting known, it stays hidden. */
  onOutcome?: (outcome: DownloadBarOutcome) => void;
}

export function DownloadBar({ onReferral, onOutcome }: DownloadBarProps) {
  const { t } = useLingui();
  const api = useApi();
  const manifest = useWebManifest();
  const template = useMobileTemplate();
  const { input, close: closeOffer } = useDownloadOffer(DOWNLOAD_BAR_CLOSED_KEY);
  const { env, setting } = input;
  const hidden = downloadBarHidden(input);
  const turn = useDownloadBarTurn(useInstallOverlaysMounted() && !hidden);
  const outcome = hidden && hidden !== 'noSetting' ? 'hidden' : !hidden && turn ? 'shown' : null;
  useEffect(() => {
    if (outcome) onOutcome?.(outcome);
  }, [outcome, onOutcome]);
  if (hidden || !setting || !turn) return null;

  const links = downLinkObj(setting);
  const link = platformLink(env, links);
  const flush = () => void api.flushOutbox();
  const download = () => {
    if (setting.mode === 'PWA') void runInstall(env);
    else if (link) void startDownload(link, flush);
  };
  const onBar = () => (setting.variant === REFERRAL_VARIANT ? onReferral() : download());
  const close = () => {
    webStorage('sessionStorage')?.setItem(APP_WINDOW_SHOWN_KEY, '1');
    closeOffer();
  };

  const name = manifest?.short_name || manifest?.name || '';
  // A scrim over the merchant's artwork keeps the text readable whatever the image.
  const style: CSSProperties = template?.app_background ? { backgroundImage: `${SCRIM}, url("${template.app_background}")` } : {};
  const descStyle: CSSProperties = template?.app_desc_font_color ? { color: template.app_desc_font_color } : {};

  return (
    <aside
      className="download-bar"
      style={style}
      aria-label={t`Get the app`}
      data-testid="download-bar"
      data-variant={setting.variant}
    >
      <button type="button" className="download-bar-close" onClick={close} aria-label={t`Close`} data-testid="download-bar-close">
        ×
      </button>
      <button type="button" className="download-bar-main" onClick={onBar} data-testid="download-bar-main">
        {links.AppDownloadIcon ? (
          <img
            className="download-bar-icon"
            src={links.AppDownloadIcon}
            alt=""
            width={40}
            height={40}
            data-testid="download-bar-icon"
          />
        ) : null}
        <span className="download-bar-text">
          <span className="download-bar-title" data-testid="download-bar-title">
            {name}
            {setting.gift ? <GiftIcon label={t`Gift inside`} /> : null}
          </span>
          <span className="download-bar-rating" data-testid="download-bar-rating">
            <Stars />
            <span>{DOWNLOAD_BAR_RATING}</span>
            <span className="visually-hidden">{t`out of 5 stars`}</span>
          </span>
          {template?.app_desc ? (
            <span className="download-bar-desc" style={descStyle} dir="auto" data-testid="download-bar-desc">
              {template.app_desc}
            </span>
          ) : null}
        </span>
      </button>
      <button type="button" className="download-bar-button" onClick={download} data-testid="download-bar-download">
        {t`Download`}
      </button>
    </aside>
  );
}
