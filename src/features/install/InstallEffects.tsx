/**
 * Effects without UI: link[rel=manifest] pointing at the manifest generated from the install data, which the start-up
 * syncs (download setting, server manifest, app_download announcements; E5–E8, Q66).
 */
import { useEffect } from 'react';
import { useSiteSettings } from '../../data/hooks';
import { useWebManifest } from './hooks';
import { generateManifest } from './manifest';

/** The manifest is a blob: Chromium accepts it for installability when every URL in it is absolute (E8). */
function useManifestLink() {
  const server = useWebManifest();
  const settings = useSiteSettings();
  const templatePwa = settings?.mobileTemplate.pwa;
  const fallbackName = settings?.merchantName;
  useEffect(() => {
    if (!server && !fallbackName) return undefined;
    const manifest = generateManifest({ server, templatePwa, fallbackName: fallbackName ?? '', origin: location.origin });
    const url = URL.createObjectURL(new Blob([JSON.stringify(manifest)], { type: 'application/manifest+json' }));
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'manifest';
      document.head.append(link);
    }
    link.href = url;
    return () => URL.revokeObjectURL(url);
  }, [server, templatePwa, fallbackName]);
}

export function InstallEffects() {
  useManifestLink();
  return null;
}
