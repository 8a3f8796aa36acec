import type { ReactNode } from 'react';
import { useSiteSettings } from '../../data/hooks';
import { useBrandTheme } from './hooks';

export interface BrandHeaderProps {
  /** The end slot of the bar (the language chooser, an account button). */
  end?: ReactNode;
  /** Same as end, for JSX children. */
  children?: ReactNode;
}

/**
 * The top bar with the merchant's logo and name, read from Dexie (never written into the HTML). The template's wide
 * h5_logo carries the name itself, so the name is then kept for assistive technology only.
 */
export function BrandHeader({ end, children }: BrandHeaderProps) {
  const settings = useSiteSettings();
  const theme = useBrandTheme();
  const slot = end ?? children;

  return (
    <header className="brand-header" data-testid="brand-header">
      {settings && theme ? (
        <div className="brand-identity">
          <img
            className={theme.wideLogo ? 'brand-logo brand-logo-wide' : 'brand-logo'}
            src={theme.logo}
            alt=""
            height={theme.wideLogo ? 32 : 36}
            width={theme.wideLogo ? undefined : 36}
            data-testid="brand-logo"
          />
          <span className={theme.wideLogo ? 'visually-hidden' : 'brand-name'} data-testid="brand-name" translate="no">
            {settings.merchantName}
          </span>
        </div>
      ) : (
        <span className="brand-skeleton" aria-hidden="true" />
      )}
      {slot ? <div className="brand-header-end">{slot}</div> : null}
    </header>
  );
}
