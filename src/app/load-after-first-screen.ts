/** The after-first-screen chunk (./after-first-screen.ts), imported from this one place. */
export const loadAfterFirstScreen = () => import('./after-first-screen');
