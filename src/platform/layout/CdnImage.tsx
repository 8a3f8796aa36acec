/** An image from the API, on the merchant's image CDNs: when one fails to load, the next source is tried (Q96). */
import { useMemo, useState, type ImgHTMLAttributes } from 'react';
import { useSiteSettings } from '../../data/hooks';
import { imageSources } from './image-sources';

export function CdnImage({ src, ...attributes }: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & { src: string }) {
  const cdns = useSiteSettings()?.imageCDNs;
  const sources = useMemo(() => imageSources(src, cdns), [src, cdns]);
  const [failed, setFailed] = useState<{ sources: readonly string[]; count: number }>({ sources, count: 0 });
  const index = failed.sources === sources ? Math.min(failed.count, sources.length - 1) : 0;
  const next = () => setFailed({ sources, count: index + 1 });
  return <img {...attributes} src={sources[index]} onError={index < sources.length - 1 ? next : undefined} />;
}
