/** /m/game and the category pages (/m/sports, /m/live, …): the game area, titled by its category. */
import { Lobby } from '../../features/games/lobby';
import { ScreenFrame } from './ScreenFrame';
import type { ScreenProps } from './types';

export function GameScreen({ route }: ScreenProps) {
  return (
    <ScreenFrame route={route}>
      <Lobby category={route.category} />
    </ScreenFrame>
  );
}
