import type { RouteEntry } from '../routing';

export interface ScreenProps {
  route: RouteEntry;
}
