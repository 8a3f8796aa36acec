/**
 * Remembered login (spec §3, §4 Login; ACCEPTANCE C16, C31, C35–C38, C44, C45, Q35, Q36): the record in localStorage
 * holds type, the account (username, or mobile for SMS), merchant and the vault's sealed data, never the password.
 * Removed on a login failure and on login.cred.err / not.exists.user; token_ip_different sets autoLogin '0'.
 */
import { AUTO_LOGIN_DISABLED } from '../../../shared/constants';
import { AUTO_LOGIN_FLAG_KEY } from '../rules/auto-login';
import { REMEMBERED_LOGIN_KEY } from './remember-key';
import type { PasswordVault, SealedSecret, SecretLabel } from './vaults';

export type RememberType = 'username' | 'sms';

export interface RememberedLogin {
  type: RememberType;
  /** Username, or the mobile number of an SMS login. */
  account: string;
  password: string;
  merchant: string;
}

/** The stored record (what localStorage holds): the spec's field names, username or mobile. */
export interface RememberedRecord extends SealedSecret {
  type: RememberType;
  username?: string;
  mobile?: string;
  merchant: string;
  vault: PasswordVault['kind'];
}

export type RememberedMeta = Omit<RememberedLogin, 'password'>;

export interface RememberStore {
  /** The record without its password (sync; enough for the auto-login conditions). */
  peek(): RememberedMeta | null;
  /** The remembered login with its password; an entry that cannot be opened is removed. */
  load(): Promise<RememberedLogin | null>;
  save(login: RememberedLogin): Promise<boolean>;
  forget(): Promise<void>;
  autoLoginFlag(): string | null;
  /** token_ip_different and autoLogin=0 (Q36). */
  disableAutoLogin(): void;
}

export interface RememberStoreOptions {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  vault: PasswordVault;
}

function parseRecord(raw: string | null): RememberedRecord | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<RememberedRecord>;
    if ((parsed.type !== 'username' && parsed.type !== 'sms') || typeof parsed.merchant !== 'string') return null;
    const account = parsed.type === 'sms' ? parsed.mobile : parsed.username;
    if (typeof account !== 'string' || !account) return null;
    return parsed as RememberedRecord;
  } catch {
    return null;
  }
}

function metaOf(record: RememberedRecord): RememberedMeta {
  return {
    type: record.type,
    account: (record.type === 'sms' ? record.mobile : record.username) ?? '',
    merchant: record.merchant,
  };
}

export function createRememberStore(options: RememberStoreOptions): RememberStore {
  const { storage, vault } = options;
  const read = (key: string) => {
    try {
      return storage.getItem(key);
    } catch {
      return null;
    }
  };
  const remove = () => {
    try {
      storage.removeItem(REMEMBERED_LOGIN_KEY);
    } catch {
      // nothing stored
    }
  };
  const label = (meta: RememberedMeta): SecretLabel => ({ type: meta.type, account: meta.account, merchant: meta.merchant });

  const store: RememberStore = {
    peek() {
      const record = parseRecord(read(REMEMBERED_LOGIN_KEY));
      return record && metaOf(record);
    },
    async load() {
      const record = parseRecord(read(REMEMBERED_LOGIN_KEY));
      if (!record) return null;
      const meta = metaOf(record);
      const password = record.vault === vault.kind ? await vault.open(label(meta), record) : null;
      if (password === null) {
        remove();
        return null;
      }
      return { ...meta, password };
    },
    async save(login) {
      const meta: RememberedMeta = { type: login.type, account: login.account, merchant: login.merchant };
      try {
        const sealed = await vault.seal(label(meta), login.password);
        const record: RememberedRecord = {
          type: login.type,
          ...(login.type === 'sms' ? { mobile: login.account } : { username: login.account }),
          merchant: login.merchant,
          vault: vault.kind,
          ...sealed,
        };
        storage.setItem(REMEMBERED_LOGIN_KEY, JSON.stringify(record));
        return true;
      } catch {
        remove();
        return false;
      }
    },
    async forget() {
      const meta = store.peek();
      remove();
      if (meta) await vault.discard(label(meta)).catch(() => undefined);
    },
    autoLoginFlag: () => read(AUTO_LOGIN_FLAG_KEY),
    disableAutoLogin() {
      try {
        storage.setItem(AUTO_LOGIN_FLAG_KEY, AUTO_LOGIN_DISABLED);
      } catch {
        // storage refused: auto login stays as it was
      }
    },
  };
  return store;
}
