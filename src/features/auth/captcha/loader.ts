/** Injects a vendor script once, on demand (heavy code never loads on the first screen). A failed load can be retried. */

export interface ScriptHost {
  createScript(): HTMLScriptElement;
  append(script: HTMLScriptElement): void;
}

export type ScriptLoader = (url: string) => Promise<void>;

export function createScriptLoader(
  host: ScriptHost = {
    createScript: () => document.createElement('script'),
    append: (script) => document.head.appendChild(script),
  },
): ScriptLoader {
  const loaded = new Map<string, Promise<void>>();
  return (url) => {
    const existing = loaded.get(url);
    if (existing) return existing;
    const promise = new Promise<void>((resolve, reject) => {
      const script = host.createScript();
      script.src = url;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loaded.delete(url);
        script.remove();
        reject(new Error(`could not load ${url}`));
      };
      host.append(script);
    });
    loaded.set(url, promise);
    return promise;
  };
}
