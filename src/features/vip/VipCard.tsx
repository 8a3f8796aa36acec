/**
 * The member's card on /m/member/home (ACCEPTANCE A13, D45, D46, D56): account name, VIP label and rank, the rank
 * progress bar, and the VIP benefits when the label is of type AUTO. Read from Dexie (member info and the session's
 * side data, written by the API worker).
 */
import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { useMemberInfo, useMemberState, useSiteSettings } from '../../data/hooks';
import { progressPercent, rankScale, showVipBenefit, vipStanding } from './rules';
import { ProfileAvatar, ProfileIconPicker, useProfileIconChoice } from './profile-icon/ProfileIcon';

export function VipCard({ fallbackName }: { fallbackName?: string }) {
  const { t } = useLingui();
  const member = useMemberInfo();
  const state = useMemberState();
  const settings = useSiteSettings();
  const name = member?.account || fallbackName || '';
  const label = member?.clubLabel ?? null;
  const loading = member === undefined;
  const percent = progressPercent(state?.vipProgress);
  const labelName = label?.labelName ?? '';
  const rank = label?.rankLevel ?? 0;
  const standing = loading ? 'none' : vipStanding(label, settings?.hasVip);
  const scale = standing === 'progress' ? rankScale(settings?.vipRankLevel, rank) : [];
  const initial = (name || 'M').slice(0, 1).toUpperCase();
  const iconChoice = useProfileIconChoice();
  const [picking, setPicking] = useState(false);
  const pickerId = useId();
  const avatarButton = useRef<HTMLButtonElement>(null);
  const closePicker = () => {
    setPicking(false);
    avatarButton.current?.focus();
  };

  return (
    <section className="card vip-card" data-testid="vip-card" aria-busy={loading || undefined} aria-labelledby="vip-card-name">
      <div className="vip-card-head">
        <ProfileAvatar
          initial={initial}
          choice={iconChoice}
          open={picking}
          onToggle={() => setPicking((open) => !open)}
          pickerId={pickerId}
          buttonRef={avatarButton}
        />
        <div className="vip-card-identity">
          <h2 id="vip-card-name" data-testid="member-account" translate={name ? 'no' : undefined}>
            {name || t`Your account`}
          </h2>
          {label ? (
            <p className="vip-card-label">
              <span className="vip-badge" data-testid="vip-label">
                {labelName}
              </span>
              <span data-testid="vip-rank">{t`Rank ${rank}`}</span>
            </p>
          ) : (
            <p className="vip-card-label">{loading ? t`Loading your account…` : t`Member`}</p>
          )}
        </div>
      </div>

      {picking ? <ProfileIconPicker initial={initial} choice={iconChoice} id={pickerId} onClose={closePicker} /> : null}
      {scale.length > 0 ? (
        <ol className="vip-scale" aria-label={t`VIP ranks`} data-testid="vip-scale">
          {scale.map((step) => (
            <li
              key={step.rank}
              className={step.reached ? 'vip-scale-step vip-scale-reached' : 'vip-scale-step'}
              aria-current={step.current ? 'step' : undefined}
            >
              {step.rank}
            </li>
          ))}
        </ol>
      ) : null}
      {standing === 'progress' ? (
        <div className="vip-progress">
          <div className="vip-progress-text">
            <span id="vip-progress-label">{t`VIP progress`}</span>
            <span data-testid="vip-progress-value">{`${percent}%`}</span>
          </div>
          <div
            className="vip-progress-track"
            role="progressbar"
            aria-labelledby="vip-progress-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${percent}%`}
            data-testid="vip-progress"
          >
            <span className="vip-progress-fill" style={{ inlineSize: `${percent}%` }} />
          </div>
          {percent < 100 ? <p className="vip-progress-hint">{t`Keep playing to reach the next rank.`}</p> : null}
        </div>
      ) : null}
      {standing === 'invitation' ? (
        <p className="vip-progress-hint" data-testid="vip-invitation">
          {t`No VIP level yet. Keep playing to be invited to the VIP club.`}
        </p>
      ) : null}

      {showVipBenefit(label) && label ? (
        <section className="vip-benefits" data-testid="vip-benefits" aria-labelledby="vip-benefits-title">
          <h3 id="vip-benefits-title">{t`${labelName} benefits`}</h3>
          <ul>
            <li>{t`Level-up bonus on every new rank`}</li>
            <li>{t`Weekly cashback on your play`}</li>
            <li>{t`Priority customer service`}</li>
          </ul>
        </section>
      ) : null}
    </section>
  );
}
