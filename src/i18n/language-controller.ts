/**
 * Which language the app shows, and why. The sources, in order (ACCEPTANCE Q103): the member's explicit choice
 * (localStorage 'language'), the query parameter lang or language, the member's language once logged in, the
 * merchant default, then EN; each is checked against the app languages (SPEC §5, G38). A source that changes
 * later (settings arriving with another default, a login) switches the language when it decides the outcome.
 *
 * No DOM and no Dexie here: the runtime (./runtime.ts) passes the catalog activation, the storage and the
 * persistence in, so the rules are unit-tested with fakes.
 */
import { firstAppLanguage, localeOf, normalizeLanguage, DEFAULT_APP_LANGUAGE, type LanguageCode } from './locales';
import { LANGUAGE_STORAGE_KEY } from './upfront-language';

export const LANGUAGE_SOURCES = ['stored', 'query', 'member', 'merchant'] as const;
export type LanguageSource = (typeof LANGUAGE_SOURCES)[number];
export type LanguageSources = Partial<Record<LanguageSource, unknown>>;

export type LanguageListener = (code: LanguageCode) => void;

export interface LanguageControllerOptions {
  /** Loads and activates a locale's catalog (CatalogLoader.activate). */
  activateLocale: (locale: string) => Promise<boolean>;
  /** Where an explicit choice is kept (localStorage); null when storage is unavailable. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Also records an explicit choice elsewhere (the Dexie preferences table). */
  persist?: (code: LanguageCode) => Promise<void>;
  onError?: (error: unknown) => void;
}

export interface LanguageController {
  /** The language in force (its catalog may still be loading). */
  readonly current: LanguageCode;
  /** Resolves the start-up language from the stored choice and the given sources, and applies it. */
  start(sources?: LanguageSources): LanguageCode;
  /** A source changed (merchant settings arrived, member logged in); the language follows if it now differs. */
  setSource(source: LanguageSource, value: unknown): void;
  /** The member picked a language: stored, persisted and applied at once. False for a code that is no app language. */
  choose(code: string): Promise<boolean>;
  /** Called with every new language, synchronously, before its catalog has loaded. */
  subscribe(listener: LanguageListener): () => void;
  /** Settles when the catalog of the latest language is active (or failed to load). */
  settled(): Promise<void>;
}

function readStorage(storage: LanguageControllerOptions['storage']): string | null {
  try {
    return storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function createLanguageController(options: LanguageControllerOptions): LanguageController {
  const { activateLocale, storage, persist } = options;
  const onError = options.onError ?? ((error: unknown) => console.error('Could not switch the language', error));
  const sources: LanguageSources = {};
  const listeners = new Set<LanguageListener>();
  let current: LanguageCode = DEFAULT_APP_LANGUAGE;
  let activation: Promise<boolean> = Promise.resolve(true);

  const resolve = () => firstAppLanguage(...LANGUAGE_SOURCES.map((source) => sources[source]));

  function apply(code: LanguageCode, force = false): Promise<boolean> {
    if (code === current && !force) return activation;
    current = code;
    for (const listener of listeners) listener(code);
    activation = activateLocale(localeOf(code)).catch((error: unknown) => {
      onError(error);
      return false;
    });
    return activation;
  }

  return {
    get current() {
      return current;
    },
    start(initial = {}) {
      Object.assign(sources, initial);
      sources.stored = readStorage(storage) ?? initial.stored;
      void apply(resolve(), true);
      return current;
    },
    setSource(source, value) {
      sources[source] = value;
      void apply(resolve());
    },
    choose(code) {
      const language = normalizeLanguage(code);
      if (!language) return Promise.resolve(false);
      sources.stored = language;
      try {
        storage?.setItem(LANGUAGE_STORAGE_KEY, language);
      } catch (error) {
        onError(error);
      }
      persist?.(language).catch(onError);
      return apply(language);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async settled() {
      let seen: Promise<boolean>;
      do {
        seen = activation;
        await seen;
      } while (seen !== activation);
    },
  };
}
