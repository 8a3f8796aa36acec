import type { RouteEntry } from '../../platform/routing';

export interface ScreenProps {
  route: RouteEntry;
}
