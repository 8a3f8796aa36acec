/** The app frame: column, sticky container, splash, desktop panel, site gate (maintenance, region restriction). */
export { AppLayout, Sticky, type AppLayoutProps } from './AppLayout';
export { SiteGate } from './SiteGate';
export type { LocateFn } from './GateScreens';
