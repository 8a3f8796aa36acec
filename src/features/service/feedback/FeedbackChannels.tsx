/**
 * The body of /m/feedback: the merchant's customer-service channels (the contract has no feedback call). The main
 * button opens the entry chosen for the member (their VIP desk, else the default, D31); each provider the member may
 * use follows, opening that provider's entry.
 */
import { useLingui } from '@lingui/react/macro';
import { useMemberInfo, useStoredList } from '../../../data/hooks';
import { useApi } from '../../../platform/session';
import { openCustomerService } from '../open-service';
import { providerName } from '../rules/provider-link';
import { serviceChannels } from '../rules/select-entry';
import './feedback.css';

export function FeedbackChannels() {
  const { t } = useLingui();
  const api = useApi();
  const entries = useStoredList('customerService');
  const labelId = useMemberInfo()?.clubLabel?.labelId;
  const channels = serviceChannels(entries ?? [], labelId);

  return (
    <section className="card feedback-card" data-testid="feedback">
      <h2>{t`Tell us what you think`}</h2>
      <p>{t`Your feedback goes straight to our support team. Choose how you would like to reach them.`}</p>
      <button type="button" className="button primary" onClick={() => void openCustomerService(api)} data-testid="feedback-main">
        {t`Chat with customer service`}
      </button>
      {channels.length > 0 ? (
        <>
          <h3 id="feedback-channels">{t`Other channels`}</h3>
          <ul className="feedback-channels" aria-labelledby="feedback-channels">
            {channels.map((csType) => (
              <li key={csType}>
                <button
                  type="button"
                  className="button secondary"
                  onClick={() => void openCustomerService(api, { csType })}
                  data-testid="feedback-channel"
                  data-cs-type={csType}
                >
                  <span translate="no">{providerName(csType)}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
