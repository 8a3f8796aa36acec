/** The chat entry's action (ACCEPTANCE D50): CBS chat for a member with CBS3 on, else the provider CS entry. */
import type { ApiBridge } from '../../platform/api/bridge';
import { presentFailure } from '../../platform/dialogs';
import { refusedUrlError } from '../../shared/outgoing-url';
import { chatRoute } from './rules/chat-route';
import { openExternal } from './open-external';
import { openCustomerService } from './open-service';

export async function openChat(api: ApiBridge, { cbs, loggedIn }: { cbs: boolean; loggedIn: boolean }): Promise<void> {
  if (chatRoute({ cbs, loggedIn }) === 'provider') return openCustomerService(api);
  const result = await api.call('launchChat', {});
  if (!result.ok) {
    presentFailure(result.error, { call: 'launchChat' });
    return;
  }
  if (!openExternal(result.value.chatUrl)) presentFailure(refusedUrlError('launchChat'), { call: 'launchChat' });
}
