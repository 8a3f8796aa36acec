/** The page's localStorage or sessionStorage, or null where the browser refuses it (storage turned off, some private modes). */
export function webStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}
