/**
 * The member's profile icon on the VIP card (G14): the avatar is a button that opens the picker of the merchant's
 * PROFILE_ICON_COUNT icons (native radios: arrow keys move the choice), and the choice is kept on this device.
 */
import { useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState, type RefObject } from 'react';
import { useSiteSettings } from '../../../data/hooks';
import { useSession } from '../../../platform/session';
import { profileIconColour, profileIconCount, profileIconKey, storedProfileIcon } from './profile-icons';

function readChoice(key: string | null, count: number): number | null {
  if (!key) return null;
  try {
    return storedProfileIcon(localStorage.getItem(key), count);
  } catch {
    return null;
  }
}

const iconColour = (index: number, count: number) => ({ backgroundColor: profileIconColour(index, count) });

export interface ProfileIconChoice {
  count: number;
  chosen: number | null;
  choose: (index: number) => void;
  /** False until the member's id is known (a session from an entry token has none before its check): a pick then has
   * nowhere to be kept. */
  ready: boolean;
}

/** The number of icons on offer and the member's choice, read from and written to localStorage. */
export function useProfileIconChoice(): ProfileIconChoice {
  const session = useSession();
  const count = profileIconCount(useSiteSettings()?.gw?.PROFILE_ICON_COUNT);
  const key = session?.id ? profileIconKey(session.merchantCode, session.id) : null;
  // The last pick of this member stands even where storage refuses it; otherwise the stored one.
  const [picked, setPicked] = useState<{ key: string; index: number } | null>(null);
  // Storage is read once per member and count, not on every render.
  const stored = useMemo(() => readChoice(key, count), [key, count]);
  const chosen = picked && picked.key === key && picked.index < count ? picked.index : stored;
  const choose = (index: number) => {
    if (key) setPicked({ key, index });
    try {
      if (key) localStorage.setItem(key, String(index));
    } catch {
      // storage refused: the choice lasts while the page is open
    }
  };
  return { count, chosen, choose, ready: key !== null };
}

export interface ProfileAvatarProps {
  initial: string;
  choice: ProfileIconChoice;
  open: boolean;
  onToggle: () => void;
  pickerId: string;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

export function ProfileAvatar({ initial, choice, open, onToggle, pickerId, buttonRef }: ProfileAvatarProps) {
  const { t } = useLingui();
  return (
    <button
      ref={buttonRef}
      type="button"
      className="vip-avatar"
      style={choice.chosen === null ? undefined : iconColour(choice.chosen, choice.count)}
      aria-label={t`Change profile icon`}
      aria-expanded={open}
      aria-controls={pickerId}
      disabled={!choice.ready}
      onClick={onToggle}
      data-testid="profile-icon-button"
    >
      <span aria-hidden="true">{initial}</span>
    </button>
  );
}

export function ProfileIconPicker({
  initial,
  choice,
  id,
  onClose,
}: {
  initial: string;
  choice: ProfileIconChoice;
  id: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const name = useId();
  return (
    <div className="profile-icon-picker" id={id} data-testid="profile-icon-picker">
      <fieldset className="profile-icons">
        <legend className="visually-hidden">{t`Profile icon`}</legend>
        {Array.from({ length: choice.count }, (_, index) => {
          const number = index + 1;
          return (
            <label key={index} className="profile-icon" style={iconColour(index, choice.count)}>
              <input
                type="radio"
                name={name}
                className="visually-hidden"
                checked={choice.chosen === index}
                onChange={() => choice.choose(index)}
                data-testid="profile-icon-option"
              />
              <span aria-hidden="true">{initial}</span>
              <span className="visually-hidden">{t`Profile icon ${number}`}</span>
            </label>
          );
        })}
      </fieldset>
      <button type="button" className="button secondary" onClick={onClose} data-testid="profile-icon-close">
        {t`Close`}
      </button>
    </div>
  );
}
