/** A Free play tap starts the card's trial at once, from the tap itself (an iOS trial opens its window then; D20, D21). */
import { useCallback, type MouseEvent } from 'react';
import { useGameLauncher } from '../launch';
import type { CardView } from './rules/vendor-data';

export function useFreePlay(view: CardView, nodeId: string | undefined): (event: MouseEvent<HTMLAnchorElement>) => void {
  const { launch } = useGameLauncher();
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      // AppLink calls this for plain clicks only: a modified one opens /m/launchGame?…&playType=trial in a new tab.
      event.preventDefault();
      void launch(
        { kind: 'trial', code: view.key, vendor: view.vendor, nodeId: nodeId || undefined, title: view.label },
        { fromTap: true },
      );
    },
    [launch, view.key, view.vendor, view.label, nodeId],
  );
}
