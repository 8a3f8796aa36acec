/** What the PWA layer shows over every screen: the update dialog and the offline toast. */
import { OfflineToast } from './OfflineToast';
import { UpdateDialog } from './UpdateDialog';

export function PwaOverlays({ onRefresh }: { onRefresh: (hash: string | null) => void }) {
  return (
    <>
      <UpdateDialog onRefresh={onRefresh} />
      <OfflineToast />
    </>
  );
}
