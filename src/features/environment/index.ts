/** Environment detection: one snapshot of where the page runs, and pure rules over it. */
export * from './rules';
export { browserClientEnvironment, detectPrivateMode, installedRelatedAppCount } from './browser';
