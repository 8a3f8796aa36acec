/** /m/game and the category pages (/m/sports, /m/live, …): the game area, titled by its category. */
import { CategoryStrip, EmptyState } from './parts';
import { ScreenFrame } from './ScreenFrame';
import type { ScreenProps } from './types';

export function GameScreen({ route }: ScreenProps) {
  return (
    <ScreenFrame route={route}>
      <CategoryStrip current={route.category} />
      <EmptyState icon="games" title={route.category ? `No games in ${route.title} yet` : 'No games to show yet'}>
        <p>The lobby fills in as soon as the game list arrives.</p>
      </EmptyState>
    </ScreenFrame>
  );
}
