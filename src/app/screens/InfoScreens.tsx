/** The public information pages: /m/news, /m/download and /m/app. */
import { DownloadOptions } from '../../features/install/download-page';
import { NewsList } from '../../features/home/news';
import { ScreenFrame } from './ScreenFrame';
import type { ScreenProps } from './types';

export function InfoScreen({ route }: ScreenProps) {
  return <ScreenFrame route={route}>{route.screen === 'news' ? <NewsList /> : <DownloadOptions />}</ScreenFrame>;
}
