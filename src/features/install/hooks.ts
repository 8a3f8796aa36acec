/** What the install surfaces read: the environment snapshot, the stored download data, and the audience. */
import { useEffect, useMemo, useState } from 'react';
import { HIDE_DOWNLOAD_BAR_VALUE } from '../../shared/constants';
import { useMemberInfo, useStoredList } from '../../data/hooks';
import { useSession } from '../../platform/session';
import { browserClientEnvironment, installedRelatedAppCount, type ClientEnvironment } from '../environment';
import { HIDE_DOWNLOAD_BAR_KEY, type DownloadAudience, type DownloadOfferInput } from './download-rules';
import { webStorage } from '../../platform/web-storage';

export function useClientEnvironment(): ClientEnvironment {
  return useMemo(() => browserClientEnvironment(), []);
}

/** Whether navigator.getInstalledRelatedApps finds the merchant's app (E19); false until it answered. */
function useRelatedAppInstalled(): boolean {
  const [installed, setInstalled] = useState(false);
  useEffect(() => {
    let live = true;
    void installedRelatedAppCount().then((count) => live && setInstalled(count > 0));
    return () => {
      live = false;
    };
  }, []);
  return installed;
}

function useDownloadAudience(): DownloadAudience {
  const session = useSession();
  const member = useMemberInfo();
  const loggedIn = Boolean(session?.token);
  return { loggedIn, vipRank: loggedIn ? (member?.clubLabel?.rankLevel ?? null) : null };
}

export function useDownloadSetting() {
  return useStoredList('downloadSetting');
}

export function useWebManifest() {
  return useStoredList('webManifest');
}

/** The session's flags of an offer (Q68, E21): hideDownloadBar, and closed under closedKey. */
export function offerSessionFlags(closedKey: string): Pick<DownloadOfferInput, 'hideDownloadBar' | 'closed'> {
  const session = webStorage('sessionStorage');
  return {
    hideDownloadBar: session?.getItem(HIDE_DOWNLOAD_BAR_KEY) === HIDE_DOWNLOAD_BAR_VALUE,
    closed: session?.getItem(closedKey) === '1',
  };
}

/**
 * The download bar's or popup's input, with its own closed-in-this-session flag under closedKey, and close() that
 * sets it.
 */
export function useDownloadOffer(closedKey: string): { input: DownloadOfferInput; close: () => void } {
  const env = useClientEnvironment();
  const setting = useDownloadSetting();
  const audience = useDownloadAudience();
  const relatedAppInstalled = useRelatedAppInstalled();
  const [flags, setFlags] = useState(() => offerSessionFlags(closedKey));
  const input = { env, setting, ...audience, ...flags, relatedAppInstalled };
  const close = () => {
    webStorage('sessionStorage')?.setItem(closedKey, '1');
    setFlags((current) => ({ ...current, closed: true }));
  };
  return { input, close };
}
