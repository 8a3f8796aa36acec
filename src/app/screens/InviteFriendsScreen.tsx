/** /m/inviteFriends: public, no token needed (A9). */
import { useSession } from '../session';
import { EmptyState } from './parts';
import { ScreenFrame } from './ScreenFrame';
import type { ScreenProps } from './types';

export function InviteFriendsScreen({ route }: ScreenProps) {
  const session = useSession();
  return (
    <ScreenFrame route={route}>
      <section className="card intro-card">
        <h2>Invite friends, earn together</h2>
        <p>Share your invite link. When your friends join and play, you both get rewards.</p>
      </section>
      <EmptyState
        icon="friends"
        title={session ? 'Your invite link is on its way' : 'Your invite link appears after you log in'}
      />
    </ScreenFrame>
  );
}
