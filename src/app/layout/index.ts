/** The app frame: column, sticky container, splash, desktop panel, site gate (maintenance, region restriction). */
export { AppLayout, Sticky, type AppLayoutProps } from './AppLayout';
export { columnBox, desktopPanel } from './column';
export { SiteGate } from './SiteGate';
export type { LocateFn } from './GateScreens';
export { DRAG_SCROLL_ATTRIBUTE } from './drag-scroll';
export { useColumnBox } from './hooks';
