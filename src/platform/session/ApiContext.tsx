/**
 * The API bridge for React: start.ts creates the one bridge, App provides it, and screens take it with useApi()
 * to send commands to the worker. (What they show comes from Dexie, never from the call's answer alone.)
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { ApiBridge } from '../api/bridge';

const ApiContext = createContext<ApiBridge | null>(null);

export function ApiProvider({ api, children }: { api: ApiBridge; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiBridge {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi() outside <ApiProvider>: render the app through App with the bridge from startApp()');
  return api;
}
