/**
 * The maintenance and region restriction screens (ACCEPTANCE E44–E46), loaded on demand: a site that is open never
 * downloads them.
 */
import { i18n } from '@lingui/core';
import { useEffect, useState } from 'react';
import { shellMessages } from '../../i18n/messages';
import type { LocationValue } from '../../shared/contract';
import type { ApiResult } from '../../shared/errors/result';
import { safeLinkUrl } from '../../shared/outgoing-url';
import { useText } from '../../platform/dialogs/use-text';
import { formatEndTime, type SiteGate } from '../../platform/layout/site-gate';

/** The site's contact address from its settings, shown only when the outgoing-URL check accepts it. */
function ContactUs({ href: given }: { href: string | undefined }) {
  const text = useText();
  const href = safeLinkUrl(given, location.origin);
  if (!href) return null;
  return (
    <a
      className="button button-primary gate-action"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="contact-us"
    >
      {text(shellMessages.contactUs)}
    </a>
  );
}

/** Checks the site's status again: the screen leaves once the backend says the site is open. */
function RetryButton({ onRetry }: { onRetry: (() => void) | undefined }) {
  const text = useText();
  if (!onRetry) return null;
  return (
    <button type="button" className="button button-ghost gate-action" onClick={onRetry} data-testid="gate-retry">
      {text(shellMessages.retry)}
    </button>
  );
}

function GateIcon({ kind }: { kind: 'maintenance' | 'restricted' }) {
  return (
    <svg className="gate-icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" fill="currentColor" opacity="0.12" />
      {kind === 'maintenance' ? (
        <path
          d="M31.5 13.2a7.5 7.5 0 0 0-9.6 9.4L13 31.5a2.6 2.6 0 1 0 3.6 3.6l8.9-8.9a7.5 7.5 0 0 0 9.4-9.6l-4.4 4.4-3.9-.9-.9-3.9z"
          fill="currentColor"
        />
      ) : (
        <g fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round">
          <circle cx="24" cy="24" r="10" />
          <path d="M17 31L31 17" />
        </g>
      )}
    </svg>
  );
}

export function MaintenanceScreen({
  end,
  contact,
  onRetry,
}: {
  end: string | null;
  contact: string | undefined;
  onRetry?: () => void;
}) {
  const text = useText();
  return (
    <main className="gate-screen" data-testid="maintenance-screen">
      <section className="gate-card" aria-labelledby="gate-title">
        <GateIcon kind="maintenance" />
        <h1 id="gate-title">{text(shellMessages.systemMaintenance)}</h1>
        <p>{text(shellMessages.maintenanceMessage)}</p>
        {end ? (
          <dl className="gate-facts">
            <dt>{text(shellMessages.endTime)}</dt>
            <dd data-testid="maintenance-end">
              <time dateTime={end}>{formatEndTime(end, i18n.locale)}</time>
            </dd>
          </dl>
        ) : null}
        <ContactUs href={contact} />
        <RetryButton onRetry={onRetry} />
      </section>
    </main>
  );
}

export type LocateFn = () => Promise<ApiResult<LocationValue>>;

export function RestrictionScreen({
  ip,
  contact,
  locate,
  onRetry,
}: {
  ip: string;
  contact: string | undefined;
  locate: LocateFn;
  onRetry?: () => void;
}) {
  const text = useText();
  const [located, setLocated] = useState<LocationValue>();

  useEffect(() => {
    let live = true;
    void locate().then((result) => live && result.ok && setLocated(result.value));
    return () => {
      live = false;
    };
  }, [locate]);

  const shownIp = ip || located?.ip || '';
  return (
    <main className="gate-screen" data-testid="restriction-screen">
      <section className="gate-card" aria-labelledby="gate-title">
        <GateIcon kind="restricted" />
        <h1 id="gate-title">{text(shellMessages.accessDenied)}</h1>
        <p>{text(shellMessages.restrictionMessage)}</p>
        <dl className="gate-facts">
          <dt>{text(shellMessages.yourIpAddress)}</dt>
          <dd data-testid="restriction-ip">
            {shownIp || '…'}
            {located?.countryCode ? <span className="gate-country"> ({located.countryCode})</span> : null}
          </dd>
        </dl>
        <ContactUs href={contact} />
        <RetryButton onRetry={onRetry} />
      </section>
    </main>
  );
}

/** The screen of a closed site. */
export default function GateScreen({
  gate,
  contact,
  locate,
  onRetry,
}: {
  gate: Exclude<SiteGate, { kind: 'open' }>;
  contact: string | undefined;
  locate: LocateFn;
  onRetry?: () => void;
}) {
  if (gate.kind === 'maintenance') return <MaintenanceScreen end={gate.end} contact={contact} onRetry={onRetry} />;
  return <RestrictionScreen ip={gate.ip} contact={contact} locate={locate} onRetry={onRetry} />;
}
