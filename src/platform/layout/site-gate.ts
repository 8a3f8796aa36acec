/**
 * Whether the site is open (spec §3 Site settings; ACCEPTANCE E44–E46): maintenance and region restriction close it,
 * whatever the route. The status check is the fresher source (no-cache), so it wins over the settings when stored.
 */
import type { SiteSettings, StatusValue } from '../../shared/contract';
import { dateTimeFormat } from '../../shared/intl-formats';

export type SiteGate = { kind: 'open' } | { kind: 'maintenance'; end: string | null } | { kind: 'restricted'; ip: string };

type GateSettings = Pick<SiteSettings, 'maintenance' | 'maintenanceEnd' | 'regionRestriction' | 'ip'>;

export function siteGate(settings: GateSettings | undefined, status: StatusValue | undefined): SiteGate {
  const maintenance = status?.maintenance ?? settings?.maintenance ?? false;
  if (maintenance) return { kind: 'maintenance', end: status?.maintenanceEnd ?? settings?.maintenanceEnd ?? null };
  const restricted = status?.regionRestriction ?? settings?.regionRestriction ?? false;
  if (restricted) return { kind: 'restricted', ip: status?.ip || settings?.ip || '' };
  return { kind: 'open' };
}

/** The maintenance end in the member's locale, with its time zone; the raw value when it is not a date. */
export function formatEndTime(value: string, locale: string | undefined, timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(date);
}
