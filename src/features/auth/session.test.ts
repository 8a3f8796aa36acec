/** Session info in sessionStorage (C13, C66–C69, Q41–Q43) and the remembered login (C16, C31, C35–C38, C44, C45, Q35). */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createRememberStore } from './remember/remember-store';
import { REMEMBERED_LOGIN_KEY } from './remember/remember-key';
import {
  SESSION_INFO_KEY,
  createSessionStore,
  sessionFromLogin,
  sessionFromRegister,
} from '../../platform/session/tab-session/session-store';
import { createAesVault, createCredentialVault, indexedDbKeyStore, pickVault, type KeyStore } from './remember/vaults';
import { guardedSetItem } from '../../platform/session/tab-session/session-storage';
import { SESSION_STORAGE_LIMIT_UNITS } from '../../shared/constants';
import { MEMBER1_LOGIN, MemoryStorage } from '../../../tests/unit/support/auth-helpers';

describe('guarded sessionStorage writes (C68, Q42)', () => {
  it('refuses a write above 1.5 MB counting current usage, without throwing', () => {
    const storage = new MemoryStorage();
    const warnings: string[] = [];
    const warn = (message: string) => warnings.push(message);
    expect(guardedSetItem(storage, 'big', 'x'.repeat(1_600_000), undefined, warn)).toBe(false);
    expect(storage.getItem('big')).toBeNull();
    expect(warnings).toHaveLength(1);
    expect(guardedSetItem(storage, 'big', 'x'.repeat(1_400_000), undefined, warn)).toBe(true);
    expect(guardedSetItem(storage, 'more', 'x'.repeat(200_000), undefined, warn)).toBe(false);
    // Replacing a key does not count its old value.
    expect(guardedSetItem(storage, 'big', 'y'.repeat(1_500_000), undefined, warn)).toBe(true);
    expect(guardedSetItem(storage, 'k', 'x'.repeat(SESSION_STORAGE_LIMIT_UNITS), undefined, warn)).toBe(false);
  });

  it('turns a storage exception into false', () => {
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    expect(guardedSetItem(storage, 'a', 'b', undefined, () => undefined)).toBe(false);
  });
});

describe('session store', () => {
  const make = () => {
    const storage = new MemoryStorage();
    let spans = 0;
    const store = createSessionStore({ storage, newSpanId: () => `span-${++spans}`, warn: () => undefined });
    return { storage, store };
  };

  it('keeps the 7 fields of session info, with a spanId that stays within the tab', () => {
    const { storage, store } = make();
    const seen: unknown[] = [];
    store.subscribe(() => seen.push(store.get()));
    expect(store.start(sessionFromLogin(MEMBER1_LOGIN, 'DEMO'))).toBe(true);
    const stored = JSON.parse(storage.getItem(SESSION_INFO_KEY) ?? '{}') as Record<string, unknown>;
    expect(Object.keys(stored).sort()).toEqual(['firstTimeLogin', 'id', 'merchantCode', 'spanId', 'token', 'type', 'userName']);
    expect(stored).toMatchObject({ type: 0, merchantCode: 'DEMO', spanId: 'span-1', token: 'tok' });
    expect(store.get()).toBe(store.get());
    expect(seen).toHaveLength(1);
    store.update({ userName: 'Member One' });
    expect(store.get()).toMatchObject({ userName: 'Member One', spanId: 'span-1' });
    store.clear();
    store.start(sessionFromLogin({ ...MEMBER1_LOGIN, token: 'tok2' }, 'DEMO'));
    expect(store.get()?.spanId).toBe('span-1');
    expect(store.token()).toBe('tok2');
  });

  it('builds session info from a register answer: id, else customerId (C13)', () => {
    const value = {
      token: 't',
      id: '',
      customerId: 'C9',
      userName: 'u',
      customerName: 'U',
      customerType: 1,
      firstTimeLogin: true,
    };
    expect(sessionFromRegister(value, 'DEMO')).toEqual({
      id: 'C9',
      token: 't',
      merchantCode: 'DEMO',
      userName: 'u',
      type: 1,
      firstTimeLogin: true,
    });
  });

  it('logout removes what the session wrote; expiry clears everything', () => {
    const { storage, store } = make();
    storage.setItem('tracking.viewContent', '1');
    store.start(sessionFromLogin(MEMBER1_LOGIN, 'DEMO'));
    expect(store.write('promoCodeEnable', 'true')).toBe(true);
    expect(store.read('promoCodeEnable')).toBe('true');
    store.clear();
    expect(store.get()).toBeNull();
    expect(storage.getItem('promoCodeEnable')).toBeNull();
    expect(storage.getItem('tracking.viewContent')).toBe('1');
    store.start(sessionFromLogin(MEMBER1_LOGIN, 'DEMO'));
    store.clearAll();
    expect(storage.length).toBe(0);
    expect(store.get()).toBeNull();
  });

  it('refuses an oversized write through the store, leaving the key absent', () => {
    const { storage, store } = make();
    expect(store.write('big', 'x'.repeat(1_600_000))).toBe(false);
    expect(storage.getItem('big')).toBeNull();
    expect(store.write('big', 'x'.repeat(1_400_000))).toBe(true);
  });

  it('ignores malformed session info', () => {
    const { storage, store } = make();
    storage.setItem(SESSION_INFO_KEY, '{bad');
    expect(store.get()).toBeNull();
    storage.setItem(SESSION_INFO_KEY, JSON.stringify({ token: '' }));
    expect(store.get()).toBeNull();
  });
});

function memoryKeyStore(): KeyStore & { key?: CryptoKey } {
  const holder: KeyStore & { key?: CryptoKey } = {
    get: async () => holder.key,
    set: async (key) => {
      holder.key = key;
    },
    delete: async () => {
      holder.key = undefined;
    },
  };
  return holder;
}

/** Every base64 and hex form of a secret that must never appear in storage (C37). */
function encodings(secret: string): string[] {
  const once = Buffer.from(secret).toString('base64');
  return [
    secret,
    once,
    Buffer.from(once).toString('base64'),
    Buffer.from(secret).toString('hex'),
    Buffer.from(secret).toString('base64url'),
  ];
}

describe('remembered login with AES-GCM (C16, C35, C37, Q35)', () => {
  const password = 'Passw0rd!';

  it('stores no encoding of the password, a fresh IV per save, and opens it again', async () => {
    const storage = new MemoryStorage();
    const keys = memoryKeyStore();
    const remember = createRememberStore({ storage, vault: createAesVault({ keys }) });
    await remember.save({ type: 'username', account: 'member1', password, merchant: 'DEMO' });
    const first = storage.getItem(REMEMBERED_LOGIN_KEY) ?? '';
    const record = JSON.parse(first) as Record<string, string>;
    expect(record).toMatchObject({ type: 'username', username: 'member1', merchant: 'DEMO', vault: 'aes' });
    expect(Buffer.from(record.iv ?? '', 'base64')).toHaveLength(12);
    for (const form of encodings(password)) expect(storage.dump()).not.toContain(form);
    expect(keys.key?.extractable).toBe(false);
    expect(keys.key?.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });

    await remember.save({ type: 'username', account: 'member1', password, merchant: 'DEMO' });
    const second = storage.getItem(REMEMBERED_LOGIN_KEY) ?? '';
    expect(second).not.toBe(first);
    expect(await remember.load()).toEqual({ type: 'username', account: 'member1', password, merchant: 'DEMO' });
    expect(remember.peek()).toEqual({ type: 'username', account: 'member1', merchant: 'DEMO' });
  });

  it('keeps SMS logins under mobile (C38)', async () => {
    const storage = new MemoryStorage();
    const remember = createRememberStore({ storage, vault: createAesVault({ keys: memoryKeyStore() }) });
    await remember.save({ type: 'sms', account: '9170000001', password: '123456', merchant: 'DEMO' });
    expect(JSON.parse(storage.getItem(REMEMBERED_LOGIN_KEY) ?? '{}')).toMatchObject({ type: 'sms', mobile: '9170000001' });
    expect((await remember.load())?.account).toBe('9170000001');
  });

  it('removes an entry that was tampered with, moved to another account, or whose key is gone', async () => {
    const storage = new MemoryStorage();
    const keys = memoryKeyStore();
    const remember = createRememberStore({ storage, vault: createAesVault({ keys }) });
    await remember.save({ type: 'username', account: 'member1', password, merchant: 'DEMO' });
    const record = JSON.parse(storage.getItem(REMEMBERED_LOGIN_KEY) ?? '{}') as Record<string, string>;
    storage.setItem(REMEMBERED_LOGIN_KEY, JSON.stringify({ ...record, username: 'member2' }));
    expect(await remember.load()).toBeNull();
    expect(storage.getItem(REMEMBERED_LOGIN_KEY)).toBeNull();

    await remember.save({ type: 'username', account: 'member1', password, merchant: 'DEMO' });
    await keys.delete();
    expect(await remember.load()).toBeNull();
    expect(storage.getItem(REMEMBERED_LOGIN_KEY)).toBeNull();
  });

  it('keeps the non-extractable key in IndexedDB (fake-indexeddb) across vault instances', async () => {
    const storage = new MemoryStorage();
    const first = createRememberStore({ storage, vault: createAesVault({ keys: indexedDbKeyStore('test-key') }) });
    await first.save({ type: 'username', account: 'member1', password, merchant: 'DEMO' });
    const second = createRememberStore({ storage, vault: createAesVault({ keys: indexedDbKeyStore('test-key') }) });
    expect((await second.load())?.password).toBe(password);
  });

  it('forget removes the entry; disableAutoLogin writes autoLogin 0 (C45)', async () => {
    const storage = new MemoryStorage();
    const remember = createRememberStore({ storage, vault: createAesVault({ keys: memoryKeyStore() }) });
    await remember.save({ type: 'username', account: 'member1', password, merchant: 'DEMO' });
    await remember.forget();
    expect(remember.peek()).toBeNull();
    expect(remember.autoLoginFlag()).toBeNull();
    remember.disableAutoLogin();
    expect(storage.getItem('autoLogin')).toBe('0');
  });
});

describe('remembered login with the Credential Management API', () => {
  class FakePasswordCredential {
    readonly type = 'password';
    readonly id: string;
    readonly password: string;
    constructor(data: { id: string; password: string }) {
      this.id = data.id;
      this.password = data.password;
    }
  }
  function fakeCredentials() {
    let saved: FakePasswordCredential | null = null;
    let silent = true;
    return {
      api: {
        credentials: {
          store: async (credential: Credential) => {
            saved = credential as unknown as FakePasswordCredential;
            silent = true;
          },
          get: async (options?: CredentialRequestOptions) =>
            (options?.mediation === 'silent' && !silent ? null : saved) as unknown as Credential | null,
          preventSilentAccess: async () => {
            silent = false;
          },
        },
        PasswordCredential: FakePasswordCredential as unknown as new (data: { id: string; password: string }) => Credential,
      },
      saved: () => saved,
    };
  }

  it('gives the password to the password manager and keeps only the account in localStorage', async () => {
    const fake = fakeCredentials();
    const storage = new MemoryStorage();
    const remember = createRememberStore({ storage, vault: createCredentialVault(fake.api) });
    await remember.save({ type: 'username', account: 'member1', password: 'Passw0rd!', merchant: 'DEMO' });
    expect(fake.saved()?.password).toBe('Passw0rd!');
    expect(JSON.parse(storage.getItem(REMEMBERED_LOGIN_KEY) ?? '{}')).toEqual({
      type: 'username',
      username: 'member1',
      merchant: 'DEMO',
      vault: 'credential',
    });
    expect(await remember.load()).toMatchObject({ account: 'member1', password: 'Passw0rd!' });
    await remember.forget();
    expect(remember.peek()).toBeNull();
  });

  it('treats a credential of another account, or none, as nothing remembered', async () => {
    const fake = fakeCredentials();
    const storage = new MemoryStorage();
    const remember = createRememberStore({ storage, vault: createCredentialVault(fake.api) });
    await remember.save({ type: 'username', account: 'member1', password: 'x', merchant: 'DEMO' });
    storage.setItem(
      REMEMBERED_LOGIN_KEY,
      JSON.stringify({ type: 'username', username: 'member2', merchant: 'DEMO', vault: 'credential' }),
    );
    expect(await remember.load()).toBeNull();
    expect(storage.getItem(REMEMBERED_LOGIN_KEY)).toBeNull();
  });

  it('pickVault prefers the password manager unless the deployment asks for encryption', () => {
    const fake = fakeCredentials();
    expect(pickVault('auto', fake.api).kind).toBe('credential');
    expect(pickVault('encrypted', fake.api).kind).toBe('aes');
    expect(pickVault('auto', undefined).kind).toBe('aes');
  });
});
