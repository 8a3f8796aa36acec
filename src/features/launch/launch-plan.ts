/** Turns a launch request into the call the runner sends: the payload is built when the call goes out. */
import { LAUNCH_GAME_TIMEOUT_MS } from '../../shared/constants';
import { endpoints } from '../../shared/contract';
import type { OwnDomain } from '../../shared/outgoing-url';
import type { ApiBridge } from '../../platform/api/bridge';
import { launchBackUrl } from './rules/back-url';
import { launchEvent, lotteryLaunchQuery, trialPayload, vendorLaunchQuery } from './rules/launch-query';
import type { LaunchRequest } from './rules/launch-request';
import { explicitLanguage, memberLabelName, storedCard } from './page-data';
import type { LaunchPlan } from './run-launch';

export interface PlanOptions {
  /** The app's language in force (vendor launches send it). */
  appLanguage: string;
  /** This site's origin, for the default way back (/m/home). */
  origin: string;
  /** The merchant's own domains (settings.domainRoute): a backUrl may point there. */
  ownDomains?: readonly OwnDomain[];
  /** The trial opens in a window of its own: the GET variant of GCS_gameTrialLaunch (D21). */
  trialByGet?: boolean;
}

export function launchPlan(api: ApiBridge, request: LaunchRequest, options: PlanOptions): LaunchPlan {
  const event = launchEvent(request);
  const timeout = { timeoutMs: LAUNCH_GAME_TIMEOUT_MS };
  const backUrl = launchBackUrl(request.backUrl, options.origin, options.ownDomains);
  switch (request.kind) {
    case 'trial':
      return {
        call: 'gameTrialLaunch',
        event,
        fetchGameUrl: async () => {
          const card = request.nodeId ? undefined : await storedCard(request.code, request.vendor);
          const payload = trialPayload(request, card?.nodeId);
          return options.trialByGet
            ? api.api('GET', endpoints.gameTrialLaunch.path, payload, timeout)
            : api.call('gameTrialLaunch', payload, timeout);
        },
      };
    case 'lottery':
      return {
        call: 'launchGame',
        event,
        fetchGameUrl: async () => {
          const [language, labelName, card] = await Promise.all([
            explicitLanguage(),
            memberLabelName(api),
            request.title ? undefined : storedCard(request.code),
          ]);
          const query = lotteryLaunchQuery(request, {
            backUrl,
            explicitLanguage: language,
            labelName,
            title: card?.displayName,
          });
          return api.call('launchGame', query, timeout);
        },
      };
    case 'vendor':
      return {
        call: 'launchGame',
        event,
        fetchGameUrl: () =>
          api.call('launchGame', vendorLaunchQuery(request, { backUrl, appLanguage: options.appLanguage }), timeout),
      };
  }
}
