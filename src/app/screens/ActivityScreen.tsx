/** /m/activity and /m/activity?id=…: the promotions, and one promotion (the target of promotion banners). */
import { AppLink, useAddress } from '../routing';
import { EmptyState } from './parts';
import { ScreenFrame } from './ScreenFrame';
import type { ScreenProps } from './types';

export function ActivityScreen({ route }: ScreenProps) {
  const id = new URLSearchParams(useAddress().search).get('id');
  return (
    <ScreenFrame route={route} title={id ? 'Promotion' : route.title}>
      {id ? (
        <EmptyState icon="gift" title="This promotion isn't available right now">
          <p>It may have ended, or it is still on its way to your device.</p>
          <AppLink to="/m/activity" className="button secondary">
            See all promotions
          </AppLink>
        </EmptyState>
      ) : (
        <EmptyState icon="gift" title="No promotions right now">
          <p>New offers appear here first. Check back soon.</p>
        </EmptyState>
      )}
    </ScreenFrame>
  );
}
