/** What the install surfaces read: the environment snapshot, the stored download data, and the audience. */
import { useEffect, useMemo, useState } from 'react';
import { useMemberInfo, useStoredList } from '../../data/hooks';
import { useSession } from '../../app/session';
import { browserClientEnvironment, installedRelatedAppCount, type ClientEnvironment } from '../environment';
import type { DownloadAudience } from './download-rules';

export function useClientEnvironment(): ClientEnvironment {
  return useMemo(() => browserClientEnvironment(), []);
}

/** Whether navigator.getInstalledRelatedApps finds the merchant's app (E19); false until it answered. */
export function useRelatedAppInstalled(): boolean {
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

export function useDownloadAudience(): DownloadAudience {
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
