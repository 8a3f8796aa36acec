import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startPageRuntime } from '../../shared/page-runtime';

vi.mock('@lingui/core/macro', () => ({ msg: (descriptor: unknown) => descriptor }));

const { dialogStore, showAlert } = await import('./api');

const shown = () => dialogStore().snapshot().modals[0];

describe('showAlert', () => {
  beforeEach(() => startPageRuntime());

  it('has one confirm button without an offer', async () => {
    const closed = showAlert('The game is closed');
    expect(shown()?.actions.map((action) => action.id)).toEqual(['ok']);
    dialogStore().close(shown()!.id, 'ok');
    await closed;
  });

  it('offers a way on beside the confirm button, and takes it only when chosen', async () => {
    const onChoose = vi.fn();
    const confirmed = showAlert('Only in the app', { offer: { label: 'Get the app', onChoose } });
    expect(shown()?.actions.map((action) => [action.id, action.label])).toEqual([
      ['offer', 'Get the app'],
      ['ok', expect.anything()],
    ]);
    dialogStore().close(shown()!.id, 'ok');
    await confirmed;
    expect(onChoose).not.toHaveBeenCalled();

    const chosen = showAlert('Only in the app', { offer: { label: 'Get the app', onChoose } });
    dialogStore().close(shown()!.id, 'offer');
    await chosen;
    expect(onChoose).toHaveBeenCalledTimes(1);
  });
});
