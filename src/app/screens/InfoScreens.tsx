/** The public information pages: /m/news, /m/download and /m/app. */
import { useSiteSettings } from '../../data/hooks';
import { EmptyState } from './ScreenParts';
import { ScreenFrame } from './ScreenFrame';
import type { ScreenProps } from './types';

export function InfoScreen({ route }: ScreenProps) {
  const merchantName = useSiteSettings()?.merchantName ?? 'our';
  return (
    <ScreenFrame route={route}>
      {route.screen === 'news' ? (
        <EmptyState icon="news" title="No news right now">
          <p>Announcements and results appear here as soon as they are published.</p>
        </EmptyState>
      ) : (
        <EmptyState icon="phone" title={`Get the ${merchantName} app`}>
          <p>Faster start, notifications for your rewards, and one tap from your home screen.</p>
        </EmptyState>
      )}
    </ScreenFrame>
  );
}
