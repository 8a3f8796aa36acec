/**
 * The body of /m/download and /m/app (issue 17): the merchant's app by platform, the detected platform first, each
 * option starting the download as the bar does (downloadApp tracked, E27); on a desktop, a QR code of this page to
 * open it on a phone. While the setting is on its way a skeleton holds the place; a merchant without downloads says so.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useMobileTemplate, useSiteSettings } from '../../../data/hooks';
import { QrCode } from '../../../platform/layout/QrCode';
import { useApi } from '../../../platform/session';
import { stripCredentials } from '../../../shared/url';
import { appPlatform, isInstalledPwa, isOfficialApp } from '../../environment';
import { startDownload } from '../download-action';
import { downLinkObj } from '../download-rules';
import { useClientEnvironment, useDownloadSetting } from '../hooks';
import { runInstall } from '../install-flow';
import { syncInstallData } from '../install-sync';
import { downloadOptions, type DownloadOption } from './download-options';
import './download-page.css';

function useInstallDataSettled(): boolean {
  const api = useApi();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let live = true;
    const settle = () => live && setSettled(true);
    void syncInstallData(api).then(settle, settle);
    return () => {
      live = false;
    };
  }, [api]);
  return settled;
}

export function DownloadOptions() {
  const { t } = useLingui();
  const api = useApi();
  const env = useClientEnvironment();
  const setting = useDownloadSetting();
  const settled = useInstallDataSettled();
  const merchantName = useSiteSettings()?.merchantName;
  const description = useMobileTemplate()?.app_desc;
  const platform = appPlatform(env);
  const links = downLinkObj(setting);
  const offerHomeScreen = setting?.mode === 'PWA' && !isInstalledPwa(env) && !isOfficialApp(env);
  const options = downloadOptions(links, platform, offerHomeScreen);

  const labels: Record<DownloadOption['kind'], { title: string; hint: string }> = {
    homeScreen: {
      title: t`Add to home screen`,
      hint: t`Nothing to download: opens like an app, straight from your home screen.`,
    },
    android: { title: t`Download for Android`, hint: t`The app’s installation file (APK).` },
    ios: { title: t`Download for iPhone and iPad`, hint: t`The app for iOS.` },
    iosProfile: { title: t`Lite version for iPhone`, hint: t`Installs a profile: open Settings afterwards to finish.` },
  };
  const choose = (option: DownloadOption) => {
    if (option.url) void startDownload(option.url, () => void api.flushOutbox());
    else void runInstall(env);
  };

  if (!setting && !settled) {
    return (
      <section className="card download-page" aria-busy="true" aria-label={t`Loading`} data-testid="download-loading">
        <span className="screen-skeleton screen-skeleton-title" />
        <span className="screen-skeleton screen-skeleton-card" />
      </section>
    );
  }

  return (
    <section className="card download-page" data-testid="download-page">
      {links.AppDownloadIcon ? (
        <img className="download-page-icon" src={links.AppDownloadIcon} alt="" width={64} height={64} />
      ) : null}
      <h2>{merchantName ? t`Get the ${merchantName} app` : t`Get the app`}</h2>
      <p dir="auto">{description || t`Faster start, notifications for your rewards, and one tap from your home screen.`}</p>
      {options.length > 0 ? (
        <ul className="download-options" aria-label={t`Download options`}>
          {options.map((option, index) => (
            <li key={option.kind}>
              <button
                type="button"
                className={index === 0 ? 'button primary' : 'button secondary'}
                onClick={() => choose(option)}
                data-testid="download-option"
                data-kind={option.kind}
                aria-describedby={`download-hint-${option.kind}`}
              >
                {labels[option.kind].title}
              </button>
              <span className="download-option-hint" id={`download-hint-${option.kind}`}>
                {labels[option.kind].hint}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="download-page-none" data-testid="download-none">
          {t`The app cannot be downloaded right now. Please come back later, or keep playing here in your browser.`}
        </p>
      )}
      {platform === 'desktop' && options.length > 0 ? (
        <figure className="download-page-qr">
          <QrCode value={stripCredentials(location.href)} label={t`QR code of this page`} />
          <figcaption>{t`Scan it with your phone’s camera to download the app there.`}</figcaption>
        </figure>
      ) : null}
    </section>
  );
}
