/**
 * /m/diagnostics: the screen where the QA environment or the merchant's settings open it (rules.ts); anywhere else
 * the path is unknown, and goes home as every unknown path does (ACCEPTANCE Q13).
 */
import { useLingui } from '@lingui/react/macro';
import { readRow } from '../../data/page-store';
import { useSiteSettingsRow } from '../../data/hooks';
import { useSharedQuery } from '../../data/shared-query';
import type { SystemStateRow } from '../../data/schema';
import type { RuntimeConfig } from '../../shared/contract';
import { HOME_PATH } from '../../shared/constants';
import { Replace } from '../../platform/routing';
import { useDiagnosticsCatalog } from './catalog';
import { DiagnosticsScreen } from './DiagnosticsScreen';
import { diagnosticsEnabled } from './rules';

function useStoredConfig(): RuntimeConfig | null | undefined {
  const row = useSharedQuery(
    'systemState:config',
    [{ table: 'systemState', key: 'config' }],
    async () => (await readRow('systemState', 'config')) ?? null,
  );
  return row === undefined ? undefined : ((row as SystemStateRow<'config'> | null)?.value ?? null);
}

export function DiagnosticsRoute() {
  const { t } = useLingui();
  const config = useStoredConfig();
  const settings = useSiteSettingsRow();
  const enabled = diagnosticsEnabled(config, settings === undefined ? undefined : (settings?.value ?? null));
  const texts = useDiagnosticsCatalog();
  if (enabled === false) return <Replace to={HOME_PATH} />;
  if (enabled === undefined || !texts) return <main id="main" className="screen" aria-busy="true" aria-label={t`Loading`} />;
  return <DiagnosticsScreen />;
}
