/**
 * The diagnostics screen (/m/diagnostics, for testers and support): what the app holds on this phone and how it sees
 * the network, live, with the tester's actions (offline switch, flush, update check, support report, clear).
 */
import { useCallback, useEffect, useId, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  useFeatureSwitches,
  useMemberInfo,
  useMemberState,
  useSiteSettings,
  useStoredList,
  useSystemState,
} from '../../data/hooks';
import { useApi } from '../../platform/session';
import { useDocumentTitle } from '../../platform/routing';
import { BUILD_ID } from '../../shared/build-id';
import { dateTimeFormat, numberFormat } from '../../shared/intl-formats';
import { downLinkObj } from '../install';
import { showVipBenefit } from '../vip';
import { DiagnosticsActions } from './DiagnosticsActions';
import { followServiceWorker, readCaches, readServiceWorker, readStorage } from './browser-state';
import { useNetworkSummary, useOutboxSummary, usePollTick, usePolled, useTableSummary } from './live-state';
import { STORE_TABLES, type ServiceWorkerSummary } from './rules';
import './diagnostics.css';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="diag-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="diag-row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** Codes, names and builds: shown as they are, never translated. */
function Code({ children }: { children: ReactNode }) {
  return (
    <code translate="no" dir="ltr">
      {children}
    </code>
  );
}

function useFormats() {
  const { t, i18n } = useLingui();
  const time = (at: number | null | undefined) =>
    at ? dateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'medium' }).format(at) : t`None`;
  const bytes = (value: number | null | undefined) =>
    value === null || value === undefined
      ? t`Unknown`
      : numberFormat(i18n.locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 }).format(value / 1024);
  const count = (value: number) => numberFormat(i18n.locale, {}).format(value);
  const yesNo = (value: boolean | null | undefined) =>
    value === null || value === undefined ? t`Unknown` : value ? t`Yes` : t`No`;
  return { time, bytes, count, yesNo };
}

function useServiceWorkerStates(): Record<ServiceWorkerSummary['state'], string> {
  const { t } = useLingui();
  const installing = t`Installing`;
  return {
    unsupported: t`Not supported by this browser`,
    none: t`Not registered`,
    parsed: installing,
    installing,
    installed: installing,
    activating: t`Activating`,
    activated: t`Active`,
    redundant: t`Replaced`,
  };
}

function AppSection({ tick }: { tick: number }) {
  const { t } = useLingui();
  const { yesNo } = useFormats();
  const states = useServiceWorkerStates();
  const worker = usePolled(readServiceWorker, tick);
  return (
    <Section title={t`App`}>
      <dl className="diag-list">
        <Row label={t`App build`} testId="diag-app-build">
          <Code>{BUILD_ID}</Code>
        </Row>
        <Row label={t`Service worker`} testId="diag-sw-state">
          {worker ? states[worker.state] : t`Reading…`}
        </Row>
        <Row label={t`Service worker build`} testId="diag-sw-build">
          {worker?.buildId ? <Code>{worker.buildId}</Code> : t`Unknown`}
          {worker?.waiting ? <> · {t`a new version is waiting`}</> : null}
        </Row>
        <Row label={t`Controls this page`}>{yesNo(worker?.controlling)}</Row>
        <Row label={t`Offline support`}>
          {window.isSecureContext ? t`Available` : t`Not on this address (no secure connection)`}
        </Row>
      </dl>
    </Section>
  );
}

function NetworkSection({ tick }: { tick: number }) {
  const { t } = useLingui();
  const { count } = useFormats();
  const network = useNetworkSummary();
  const api = useApi();
  const readHeldBack = useCallback(async () => {
    const held = await api.heldBack();
    return held.ok ? held.value : null;
  }, [api]);
  const heldBack = usePolled(readHeldBack, tick);
  const state = (online: boolean) => (online ? t`Online` : t`Offline`);
  return (
    <Section title={t`Network`}>
      <dl className="diag-list">
        <Row label={t`The app sees`} testId="diag-network-app">
          {state(network.app === 'online')}
        </Row>
        <Row label={t`The browser reports`}>{state(network.browserOnline)}</Row>
        <Row label={t`Offline switch`} testId="diag-network-switch">
          {network.simulatedOffline ? t`On` : t`Off`}
        </Row>
        <Row label={t`Requests held back by the switch`} testId="diag-network-held">
          {heldBack === null || heldBack === undefined ? t`Unknown` : count(heldBack)}
        </Row>
        <Row label={t`Connection`}>{network.effectiveType ? <Code>{network.effectiveType}</Code> : t`Unknown`}</Row>
      </dl>
    </Section>
  );
}

function SiteSection() {
  const { t, i18n } = useLingui();
  const config = useSystemState('config');
  const switches = useFeatureSwitches()?.whitelabelVal;
  const entries = Object.entries(switches ?? {}).sort(([a], [b]) => a.localeCompare(b));
  return (
    <Section title={t`Site`}>
      <dl className="diag-list">
        <Row label={t`Merchant`} testId="diag-merchant">
          {config?.merchantCode ? <Code>{config.merchantCode}</Code> : t`Unknown`}
        </Row>
        <Row label={t`Environment`} testId="diag-environment">
          {config?.env ? <Code>{config.env}</Code> : t`Unknown`}
        </Row>
        <Row label={t`Language`} testId="diag-language">
          <Code>{i18n.locale}</Code>
        </Row>
      </dl>
      <details className="diag-details">
        <summary>{t`Feature switches`}</summary>
        {entries.length ? (
          <ul className="diag-switches" translate="no" dir="ltr">
            {entries.map(([name, on]) => (
              <li key={name}>
                <code>{name}</code> {on ? '✓' : '✗'}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t`None stored yet.`}</p>
        )}
      </details>
    </Section>
  );
}

function OutboxSection({ tick }: { tick: number }) {
  const { t } = useLingui();
  const { time, count } = useFormats();
  const outbox = useOutboxSummary(useApi(), tick);
  if (!outbox) return null;
  return (
    <Section title={t`Event outbox`}>
      <dl className="diag-list">
        <Row label={t`Pending`} testId="diag-outbox-pending">
          {count(outbox.pending)}
        </Row>
        <Row label={t`Attempts so far`} testId="diag-outbox-attempts">
          {count(outbox.attempts)}
        </Row>
        <Row label={t`Next attempt`} testId="diag-outbox-next">
          {time(outbox.nextAttemptAt)}
        </Row>
        <Row label={t`Refused by the server`}>{count(outbox.rejected)}</Row>
        <Row label={t`Dropped, not yet reported`} testId="diag-outbox-dropped">
          {count(outbox.dropped)}
        </Row>
        <Row label={t`Last error`} testId="diag-outbox-error">
          {outbox.lastError ? (
            <>
              <Code>{outbox.lastError.code}</Code> · {time(outbox.lastError.at)}
            </>
          ) : (
            t`None`
          )}
        </Row>
      </dl>
    </Section>
  );
}

function StorageSection({ tick }: { tick: number }) {
  const { t } = useLingui();
  const { bytes, count, yesNo } = useFormats();
  const storage = usePolled(readStorage, tick);
  const caches = usePolled(readCaches, tick);
  return (
    <Section title={t`Storage`}>
      <dl className="diag-list">
        <Row label={t`Used`}>{bytes(storage?.usage)}</Row>
        <Row label={t`Quota`}>{bytes(storage?.quota)}</Row>
        <Row label={t`Persistent`}>{yesNo(storage?.persisted)}</Row>
      </dl>
      <div className="diag-scroll">
        <table className="diag-table" data-testid="diag-caches">
          <caption>{t`Caches`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Name`}</th>
              <th scope="col">{t`Entries`}</th>
              <th scope="col">{t`Size`}</th>
            </tr>
          </thead>
          <tbody>
            {caches?.length ? (
              caches.map((cache) => (
                <tr key={cache.name}>
                  <th scope="row">
                    <Code>{cache.name}</Code>
                  </th>
                  <td>{count(cache.entries)}</td>
                  <td>{bytes(cache.bytes)}</td>
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={3}>{caches ? t`No caches.` : t`Reading…`}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

function TableRow({ table }: { table: (typeof STORE_TABLES)[number] }) {
  const { time, count } = useFormats();
  const summary = useTableSummary(table);
  return (
    <tr data-table={table}>
      <th scope="row">
        <Code>{table}</Code>
      </th>
      <td>{summary ? count(summary.rows) : '…'}</td>
      <td className="diag-time">{summary ? time(summary.oldest) : '…'}</td>
      <td className="diag-time">{summary ? time(summary.newest) : '…'}</td>
    </tr>
  );
}

function TablesSection() {
  const { t } = useLingui();
  return (
    <Section title={t`Local database`}>
      <div className="diag-scroll">
        <table className="diag-table" data-testid="diag-tables">
          <thead>
            <tr>
              <th scope="col">{t`Table`}</th>
              <th scope="col">{t`Rows`}</th>
              <th scope="col">{t`Oldest update`}</th>
              <th scope="col">{t`Newest update`}</th>
            </tr>
          </thead>
          <tbody>
            {STORE_TABLES.map((table) => (
              <TableRow key={table} table={table} />
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

/** The values other parts of the app read from the store (ACCEPTANCE G1, G2, E26), each from its source. */
function StoredValuesSection() {
  const { t } = useLingui();
  const settings = useSiteSettings();
  const memberState = useMemberState();
  const memberInfo = useMemberInfo();
  const download = useStoredList('downloadSetting');
  const values = {
    settings: settings ? Object.keys(settings).sort() : null,
    promoCodeEnable: memberState?.promoCodeEnable ?? null,
    showVipBenefit: memberInfo ? showVipBenefit(memberInfo.clubLabel) : null,
    downLinkObj: download ? downLinkObj(download) : null,
    vipRankLevel: settings?.vipRankLevel ?? null,
    hasVip: settings?.hasVip ?? null,
  };
  return (
    <Section title={t`Stored values`}>
      <pre className="diag-pre" translate="no" dir="ltr" data-testid="diag-store">
        {JSON.stringify(values, null, 2)}
      </pre>
    </Section>
  );
}

export function DiagnosticsScreen() {
  const { t } = useLingui();
  useDocumentTitle(t`Diagnostics`, t`Home`);
  const [tick, bump] = usePollTick();
  useEffect(() => followServiceWorker(bump), [bump]);
  return (
    <main id="main" className="screen diagnostics" data-screen="diagnostics">
      <h1 className="screen-title" tabIndex={-1}>
        {t`Diagnostics`}
      </h1>
      <p className="diag-intro">{t`What the app holds on this phone and how it sees the network, for testers and support.`}</p>
      <DiagnosticsActions onChange={bump} />
      <OutboxSection tick={tick} />
      <NetworkSection tick={tick} />
      <AppSection tick={tick} />
      <SiteSection />
      <StorageSection tick={tick} />
      <TablesSection />
      <StoredValuesSection />
    </main>
  );
}
