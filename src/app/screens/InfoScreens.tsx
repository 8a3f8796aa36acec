/** The public information pages: /m/news, /m/download and /m/app. */
import { useLingui } from '@lingui/react/macro';
import { useSiteSettings } from '../../data/hooks';
import { EmptyState } from './ScreenParts';
import { ScreenFrame } from './ScreenFrame';
import type { ScreenProps } from './types';

export function InfoScreen({ route }: ScreenProps) {
  const { t } = useLingui();
  const merchantName = useSiteSettings()?.merchantName;
  return (
    <ScreenFrame route={route}>
      {route.screen === 'news' ? (
        <EmptyState icon="news" title={t`No news right now`}>
          <p>{t`Announcements and results appear here as soon as they are published.`}</p>
        </EmptyState>
      ) : (
        <EmptyState icon="phone" title={merchantName ? t`Get the ${merchantName} app` : t`Get the app`}>
          <p>{t`Faster start, notifications for your rewards, and one tap from your home screen.`}</p>
        </EmptyState>
      )}
    </ScreenFrame>
  );
}
