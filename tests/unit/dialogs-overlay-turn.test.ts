import { afterEach, describe, expect, it } from 'vitest';
import {
  OVERLAY_PRIORITY,
  overlayTurnHolder,
  releaseOverlayTurn,
  wantOverlayTurn,
  whenOverlayTurn,
  type OverlayName,
} from '../../src/app/dialogs/overlay-turn';

const ALL = Object.keys(OVERLAY_PRIORITY) as OverlayName[];

afterEach(() => ALL.forEach(releaseOverlayTurn));

describe('overlay turns', () => {
  it('orders the overlays: upgrade, popup announcements, install sheet, notification prompt, download popup', () => {
    const order = [...ALL].sort((a, b) => OVERLAY_PRIORITY[b] - OVERLAY_PRIORITY[a]);
    expect(order).toEqual(['upgrade', 'popupAnnouncements', 'installSheet', 'notificationPrompt', 'downloadPopup']);
  });

  it('gives the turn to the most important overlay waiting', () => {
    wantOverlayTurn('downloadPopup');
    expect(overlayTurnHolder()).toBe('downloadPopup');
    releaseOverlayTurn('downloadPopup');
    wantOverlayTurn('installSheet');
    wantOverlayTurn('notificationPrompt');
    wantOverlayTurn('popupAnnouncements');
    // installSheet already holds it: an open overlay is never pushed aside.
    expect(overlayTurnHolder()).toBe('installSheet');
    releaseOverlayTurn('installSheet');
    expect(overlayTurnHolder()).toBe('popupAnnouncements');
    releaseOverlayTurn('popupAnnouncements');
    expect(overlayTurnHolder()).toBe('notificationPrompt');
    releaseOverlayTurn('notificationPrompt');
    expect(overlayTurnHolder()).toBeNull();
  });

  it('resolves whenOverlayTurn only once the holder closes', async () => {
    wantOverlayTurn('popupAnnouncements');
    let granted = false;
    const turn = whenOverlayTurn('notificationPrompt').then(() => (granted = true));
    await Promise.resolve();
    expect(granted).toBe(false);
    releaseOverlayTurn('popupAnnouncements');
    await turn;
    expect(granted).toBe(true);
    expect(overlayTurnHolder()).toBe('notificationPrompt');
  });

  it('ignores the release of an overlay that never asked', () => {
    wantOverlayTurn('upgrade');
    releaseOverlayTurn('downloadPopup');
    expect(overlayTurnHolder()).toBe('upgrade');
  });
});
