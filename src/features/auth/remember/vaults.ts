/**
 * Where a remembered password lives (spec §3 Remembered login; ACCEPTANCE C37, Q35). Never plain text or Base64:
 * either the browser's password manager through the Credential Management API, or AES-GCM under a random,
 * non-extractable WebCrypto key kept in IndexedDB, with a random 96-bit IV per save and the account bound in as
 * additional data.
 */
import { createStore, del, get, set } from 'idb-keyval';

/** What a vault stores alongside the record, and what it needs back to open it. */
export interface SealedSecret {
  iv?: string;
  ciphertext?: string;
}

export interface SecretLabel {
  type: string;
  account: string;
  merchant: string;
}

export interface PasswordVault {
  readonly kind: 'credential' | 'aes';
  /** Returns what the record keeps (the AES vault: iv and ciphertext; the credential vault: nothing). */
  seal(label: SecretLabel, password: string): Promise<SealedSecret>;
  /** The password, or null when it cannot be had (no credential, wrong key, tampered data). */
  open(label: SecretLabel, sealed: SealedSecret): Promise<string | null>;
  /** Forgets what the vault itself holds for this label, where it can. */
  discard(label: SecretLabel): Promise<void>;
}

export interface KeyStore {
  get(): Promise<CryptoKey | undefined>;
  set(key: CryptoKey): Promise<void>;
  delete(): Promise<void>;
}

export const KEY_DB_NAME = 'member-pwa-keys';
export const KEY_STORE_NAME = 'keys';
export const REMEMBER_KEY_ID = 'remembered-login';
const IV_BYTES = 12;

/** The non-extractable key in IndexedDB (idb-keyval createStore('member-pwa-keys', 'keys')). */
export function indexedDbKeyStore(id: string = REMEMBER_KEY_ID): KeyStore {
  const store = createStore(KEY_DB_NAME, KEY_STORE_NAME);
  return {
    get: () => get<CryptoKey>(id, store),
    set: (key) => set(id, key, store),
    delete: () => del(id, store),
  };
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function additionalData(label: SecretLabel): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`${label.merchant}\n${label.type}\n${label.account}`);
}

export interface AesVaultOptions {
  keys?: KeyStore;
  subtle?: SubtleCrypto;
  randomBytes?: (length: number) => Uint8Array<ArrayBuffer>;
}

export function createAesVault(options: AesVaultOptions = {}): PasswordVault {
  const keys = options.keys ?? indexedDbKeyStore();
  const subtle = options.subtle ?? globalThis.crypto.subtle;
  const randomBytes = options.randomBytes ?? ((length) => globalThis.crypto.getRandomValues(new Uint8Array(length)));
  let pending: Promise<CryptoKey> | undefined;

  function key(create: boolean): Promise<CryptoKey | undefined> {
    if (!create) return keys.get();
    pending ??= (async () => {
      const existing = await keys.get();
      if (existing) return existing;
      const made = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
      await keys.set(made);
      return made;
    })().finally(() => {
      pending = undefined;
    });
    return pending;
  }

  return {
    kind: 'aes',
    async seal(label, password) {
      const cryptoKey = await key(true);
      if (!cryptoKey) throw new Error('no key');
      const iv = randomBytes(IV_BYTES);
      const ciphertext = await subtle.encrypt(
        { name: 'AES-GCM', iv, additionalData: additionalData(label) },
        cryptoKey,
        new TextEncoder().encode(password),
      );
      return { iv: toBase64(iv), ciphertext: toBase64(new Uint8Array(ciphertext)) };
    },
    async open(label, sealed) {
      if (!sealed.iv || !sealed.ciphertext) return null;
      try {
        const cryptoKey = await key(false);
        if (!cryptoKey) return null;
        const plain = await subtle.decrypt(
          { name: 'AES-GCM', iv: fromBase64(sealed.iv), additionalData: additionalData(label) },
          cryptoKey,
          fromBase64(sealed.ciphertext),
        );
        return new TextDecoder().decode(plain);
      } catch {
        return null;
      }
    },
    async discard() {
      // The key stays: it protects nothing once the record is gone, and a new save reuses it.
    },
  };
}

/** The browser's password manager (PasswordCredential + navigator.credentials). */
export interface CredentialApi {
  credentials: Pick<CredentialsContainer, 'store' | 'get'> & Partial<Pick<CredentialsContainer, 'preventSilentAccess'>>;
  PasswordCredential: new (data: { id: string; password: string; name?: string }) => Credential;
}

export function createCredentialVault(api: CredentialApi): PasswordVault {
  return {
    kind: 'credential',
    async seal(label, password) {
      await api.credentials.store(new api.PasswordCredential({ id: label.account, password, name: label.account }));
      return {};
    },
    async open(label) {
      try {
        const credential = (await api.credentials.get({ password: true, mediation: 'silent' } as CredentialRequestOptions)) as
          (Credential & { password?: string }) | null;
        if (!credential || credential.type !== 'password' || credential.id !== label.account) return null;
        return credential.password ?? null;
      } catch {
        return null;
      }
    },
    async discard() {
      // A page cannot delete a saved password; it can stop silent sign-in with it.
      await api.credentials.preventSilentAccess?.().catch(() => undefined);
    },
  };
}

/** The page's Credential Management API, when the browser offers PasswordCredential. */
export function browserCredentialApi(): CredentialApi | undefined {
  const scope = globalThis as typeof globalThis & { PasswordCredential?: CredentialApi['PasswordCredential'] };
  if (typeof scope.PasswordCredential !== 'function' || typeof navigator === 'undefined' || !navigator.credentials)
    return undefined;
  return { credentials: navigator.credentials, PasswordCredential: scope.PasswordCredential };
}

/** 'auto': the password manager where offered, else AES-GCM. 'encrypted': always AES-GCM (a deployment option). */
export type VaultPreference = 'auto' | 'encrypted';

export function pickVault(preference: VaultPreference = 'auto', credentialApi = browserCredentialApi()): PasswordVault {
  if (preference === 'auto' && credentialApi) return createCredentialVault(credentialApi);
  return createAesVault();
}
