/**
 * The page's remember store over localStorage. The remembered login is always kept in the AES-GCM vault (a
 * non-extractable WebCrypto key in IndexedDB): it works the same in every browser, headless Chromium included, and
 * never holds the password in the clear or in Base64 (Q35).
 */
import { pageState } from '../../../shared/page-runtime';
import { createRememberStore } from './remember-store';
import { pickVault } from './vaults';

export const rememberStore = pageState(() => createRememberStore({ storage: localStorage, vault: pickVault('encrypted') }));
