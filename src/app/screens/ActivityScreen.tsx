/** /m/activity and /m/activity?id=…: the promotions by category, and one promotion (the target of promotion banners). */
import { Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { PromotionDetail, PromotionList, usePromotion } from '../../features/promotions';
import { useAddress } from '../../platform/routing';
import { ScreenFrame } from './ScreenFrame';
import type { ScreenProps } from './types';

function PromotionScreen({ route, id }: ScreenProps & { id: string }) {
  const { t } = useLingui();
  const promotion = usePromotion(id);
  return (
    <ScreenFrame route={route} title={promotion?.title || t`Promotion`} busy={promotion === undefined}>
      <Suspense fallback={<span className="screen-skeleton screen-skeleton-card" />}>
        <PromotionDetail id={id} />
      </Suspense>
    </ScreenFrame>
  );
}

export function ActivityScreen({ route }: ScreenProps) {
  const { t } = useLingui();
  const id = new URLSearchParams(useAddress().search).get('id');
  if (id) return <PromotionScreen key={id} route={route} id={id} />;
  return (
    <ScreenFrame route={route} title={t`Promotions`}>
      <Suspense fallback={<span className="screen-skeleton screen-skeleton-card" />}>
        <PromotionList />
      </Suspense>
    </ScreenFrame>
  );
}
