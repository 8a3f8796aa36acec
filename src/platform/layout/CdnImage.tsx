/** An image from the API, on the merchant's image CDNs: when one fails to load, the next source is tried (Q96). */
import { createContext, useContext, useMemo, useState, type ImgHTMLAttributes, type ReactNode } from 'react';
import { useSiteSettings } from '../../data/hooks';
import { imageSources } from './image-sources';

const NO_PROVIDER = Symbol();
const ImageCdnsContext = createContext<readonly string[] | undefined | typeof NO_PROVIDER>(NO_PROVIDER);

/**
 * The merchant's image CDNs, followed once for the whole page: a lobby tab mounts dozens of images, and each would
 * otherwise follow the site settings on its own.
 */
export function ImageCdnsProvider({ children }: { children: ReactNode }) {
  const cdns = useSiteSettings()?.imageCDNs;
  return <ImageCdnsContext.Provider value={cdns}>{children}</ImageCdnsContext.Provider>;
}

export function CdnImage({ src, ...attributes }: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & { src: string }) {
  const cdns = useContext(ImageCdnsContext);
  if (cdns === NO_PROVIDER) throw new Error('<CdnImage> outside <ImageCdnsProvider>: render the app through App');
  const sources = useMemo(() => imageSources(src, cdns), [src, cdns]);
  const [failed, setFailed] = useState<{ sources: readonly string[]; count: number }>({ sources, count: 0 });
  const index = failed.sources === sources ? Math.min(failed.count, sources.length - 1) : 0;
  const next = () => setFailed({ sources, count: index + 1 });
  return <img {...attributes} src={sources[index]} onError={index < sources.length - 1 ? next : undefined} />;
}
