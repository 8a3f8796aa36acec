declare const __BUILD_ID__: string | undefined;

/** The build's id (scripts/build-id.mjs), given to the page and to the service worker at build time; 'dev' unbuilt. */
export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';

/** The service worker's answer to { type: 'GET_VERSION' }, sent to the asking message's port. */
export interface SwVersion {
  type: 'VERSION';
  buildId: string;
}
