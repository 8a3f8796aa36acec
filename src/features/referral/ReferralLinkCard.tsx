/**
 * The member's referral entry (ACCEPTANCE D54, Q63): their code, the invite link built from it, a Copy button with a
 * visible confirmation, and Share where the device offers it.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { copyText } from './copy-text';
import { referralLink } from './rules';

const CONFIRMATION_MS = 3_000;

type CopyState = 'idle' | 'copied' | 'failed';

export function ReferralLinkCard({ referralCode, title }: { referralCode: string; title?: string }) {
  const { t } = useLingui();
  const id = useId();
  const link = referralLink(location.origin, referralCode);
  const [state, setState] = useState<CopyState>('idle');
  const canShare = typeof navigator.share === 'function';

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => setState((await copyText(link)) ? 'copied' : 'failed');
  const share = () =>
    void navigator.share({ title: t`Join me`, text: t`Sign up with my invite code ${referralCode}`, url: link }).catch(() => {
      // Closed by the member: nothing to do.
    });

  return (
    <section className="card referral-card" data-testid="referral-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title ?? t`Your invite link`}</h2>
      <p className="referral-code-line">
        {t`Invite code`}{' '}
        <strong className="referral-code" data-testid="referral-code" translate="no">
          {referralCode}
        </strong>
      </p>
      <label className="referral-link-label" htmlFor={`${id}-link`}>
        {t`Invite link`}
      </label>
      <div className="referral-link-row">
        <input
          id={`${id}-link`}
          className="referral-link"
          data-testid="referral-link"
          type="url"
          readOnly
          value={link}
          dir="ltr"
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="button primary referral-copy" data-testid="referral-copy" onClick={() => void copy()}>
          {state === 'copied' ? t`Copied` : t`Copy`}
        </button>
      </div>
      <p className={`referral-status referral-status-${state}`} role="status" data-testid="referral-copy-status">
        {state === 'copied' ? t`Link copied. Paste it anywhere to invite your friends.` : null}
        {state === 'failed' ? t`Could not copy. Select the link and copy it yourself.` : null}
      </p>
      {canShare ? (
        <button type="button" className="button secondary referral-share" onClick={share}>
          {t`Share`}
        </button>
      ) : null}
    </section>
  );
}
