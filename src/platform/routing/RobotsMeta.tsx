/**
 * Keeps <meta name="robots"> in step with the address (ACCEPTANCE A29–A31, Q19). An indexable page also gets a
 * canonical link (origin and path, no query) and the merchant's description; other pages lose the canonical link.
 */
import { useEffect } from 'react';
import { useMobileTemplate } from '../../data/hooks';
import { isIndexablePage, robotsContent } from './robots';
import { useAddress } from './use-address';

function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const existing = document.head.querySelector<T>(selector);
  if (existing) return existing;
  const element = create();
  document.head.append(element);
  return element;
}

function namedMeta(name: string): HTMLMetaElement {
  return headElement(`meta[name="${name}"]`, () => {
    const meta = document.createElement('meta');
    meta.name = name;
    return meta;
  });
}

export function RobotsMeta() {
  const { pathname } = useAddress();
  const description = useMobileTemplate()?.app_desc ?? '';
  const address = { hostname: location.hostname, pathname };
  const robots = robotsContent(address);
  const indexable = isIndexablePage(address);

  useEffect(() => {
    namedMeta('robots').content = robots;
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!indexable) {
      canonical?.remove();
      return;
    }
    const link =
      canonical ??
      headElement('link[rel="canonical"]', () => {
        const element = document.createElement('link');
        element.rel = 'canonical';
        return element;
      });
    link.href = `${location.origin}${pathname}`;
    if (description) namedMeta('description').content = description;
  }, [robots, indexable, pathname, description]);

  return null;
}
