/** The launch screen's status view, as a second public entry: the launch screen's chunk only, not the first screen's. */
export { LaunchStatus } from './LaunchStatus';
