/**
 * /m/launchGame (spec §2, §4 Game launch; ACCEPTANCE A11, D11–D20): reads the game from the query (prize_mode or
 * vendor, code, playType, backUrl, lottoView) and launches it once the merchant's switches are known. Real play is
 * guarded by the route; a trial needs no login. A guest who came with backUrl or redirectUrl is asked to log in,
 * with a way back there when it leads to this site or one of the merchant's own domains (Q7).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSiteSettings } from '../../data/hooks';
import { safeSiteUrl } from '../../shared/outgoing-url';
import { launchRequestFromQuery, useGameLauncher, type LaunchPhase, type LauncherOutcome } from '../../features/launch';
// The component itself, not through the feature's entry: home's banners and cards use that entry, and this
// screen's status view has no place on the first screen.
import { LaunchStatus } from '../../features/launch/status-entry';
import { useAddress, useLoginSuppressed } from '../../platform/routing';
import { SignInPrompt } from './ScreenParts';
import { ScreenFrame } from './ScreenFrame';
import type { ScreenProps } from './types';

function phaseOf(outcome: LauncherOutcome): LaunchPhase {
  switch (outcome.kind) {
    case 'blocked':
      return 'blocked';
    case 'failed':
    case 'stalled':
    case 'popupBlocked':
      return 'failed';
    default:
      return 'leaving';
  }
}

export function LaunchGameScreen({ route }: ScreenProps) {
  const { t } = useLingui();
  const { search } = useAddress();
  const params = new URLSearchParams(search);
  const suppressed = useLoginSuppressed();
  const ownDomains = useSiteSettings()?.domainRoute ?? [];
  const back = safeSiteUrl(params.get('backUrl') ?? params.get('redirectUrl'), { origin: location.origin, ownDomains });
  const request = useMemo(() => launchRequestFromQuery(search), [search]);
  const { launch, ready } = useGameLauncher();
  const [phase, setPhase] = useState<LaunchPhase>('starting');
  const [attempt, setAttempt] = useState(0);
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (suppressed || !request || !ready) return;
    // One launch per address and attempt, however often the launcher's inputs re-render.
    const key = `${search}#${attempt}`;
    if (started.current === key) return;
    started.current = key;
    setPhase('starting');
    void launch(request).then((outcome) => setPhase(phaseOf(outcome)));
  }, [suppressed, request, ready, search, attempt, launch]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  if (suppressed) {
    return (
      <ScreenFrame route={route}>
        <SignInPrompt title={t`Please log in to play`} message={t`Log in to start this game with your account.`} />
        {back && (
          <p className="screen-aside">
            <a href={back}>{t`Go back`}</a>
          </p>
        )}
      </ScreenFrame>
    );
  }
  const shown = request ? phase : 'invalid';
  return (
    <ScreenFrame route={route} busy={shown === 'starting' || shown === 'leaving'}>
      <LaunchStatus phase={shown} game={request?.title} onRetry={retry} />
    </ScreenFrame>
  );
}
