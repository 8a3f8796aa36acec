/**
 * What home takes of promotions: the popup announcements. Through ./index.ts it would also carry the promotion list's
 * hooks and rules into the first screen's chunk, as the lazy screens share them from there.
 */
export { PopupAnnouncements, useAwaitedPopupAnnouncements } from './PopupAnnouncements';
