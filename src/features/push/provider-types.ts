/** What a push provider is given and what it offers (the adapter loads one; ./providers implement them). */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
  messagingSenderId: string;
}

export interface PushConfig {
  vapidKey: string;
  firebase: FirebaseWebConfig;
  /** The topic every device of the merchant subscribes to: the merchant code (Q93). */
  topic: string;
}

export interface PushProvider {
  /** This device's token: the one held, or a new one (installation and registration with the provider). */
  getToken(): Promise<string>;
  /** Gives the token up; the next getToken makes a new one. */
  deleteToken(): Promise<void>;
  /** The provider replaced the token on its side. Returns the unsubscribe function. */
  onTokenRefresh(listener: (token: string) => void): () => void;
}

export type PushProviderKind = 'firebase' | 'local';

export interface ProviderDeps {
  /** The app's service-worker registration (scope /m/): pushes arrive there. */
  registration: () => Promise<ServiceWorkerRegistration | undefined>;
  /** The origin the backend's emulators hang from ('' for this origin). */
  apiBase: string;
}
