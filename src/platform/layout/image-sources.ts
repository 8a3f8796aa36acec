/**
 * Where an image from the API loads from (spec §3 Site settings imageCDNs; ACCEPTANCE G10, Q96): a relative path is
 * tried on each of the merchant's image CDNs in order, then on this site; an absolute URL (or a data:/blob: one) is
 * used as it is. A CDN that is not an http(s) address is skipped.
 */
export function imageSources(src: string, cdns: readonly string[] | undefined): string[] {
  if (!src || /^[a-z][a-z\d+.-]*:|^\/\//i.test(src)) return [src];
  const path = src.replace(/^\/+/, '');
  const onCdns = (cdns ?? []).flatMap((cdn) => {
    try {
      const base = new URL(cdn.endsWith('/') ? cdn : `${cdn}/`);
      return base.protocol === 'https:' || base.protocol === 'http:' ? [new URL(path, base).href] : [];
    } catch {
      return [];
    }
  });
  return [...onCdns, src];
}
