/** The page's remember store over localStorage, with the password manager where offered, else AES-GCM (Q35). */
import { createRememberStore, type RememberStore } from './remember-store';
import { pickVault, type VaultPreference } from './vaults';

let pageStore: RememberStore | undefined;

export function getRememberStore(preference: VaultPreference = 'auto'): RememberStore {
  pageStore ??= createRememberStore({ storage: localStorage, vault: pickVault(preference) });
  return pageStore;
}
