/**
 * Agent registration (ACCEPTANCE A8, D55, Q64): the agent registers a downline member with the normal register
 * endpoint, their own referral code preset; the agent stays logged in. Register captcha runs when it is on.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { presentFailure, showAlert } from '../../platform/dialogs';
import { useApi } from '../../platform/session';
import { useFeatureSwitches, useSiteSettings, useSystemState } from '../../data/hooks';
import { browserDeviceId } from '../../platform/session/device-id';
import {
  captchaFailureText,
  configuredDefaultMobilePassword,
  isValidUsername,
  lazyCaptcha,
  needsRegisterCaptcha,
  newPasswordProblem,
} from '../auth';
import { browserClientEnvironment, detectRegisterMethod, isOfficialApp } from '../environment';
import { downlineRegisterPayload } from './rules';

type Field = 'username' | 'password' | 'confirm';

export function AgentRegisterForm({ referralCode }: { referralCode: string }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const api = useApi();
  const config = useSystemState('config');
  const settings = useSiteSettings();
  const whitelabel = useFeatureSwitches();
  const registerSettings = useSystemState('registerSettings');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [working, setWorking] = useState(false);
  const [registered, setRegistered] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const latest = useRef({ config, settings, whitelabel, language: i18n.locale });
  latest.current = { config, settings, whitelabel, language: i18n.locale };
  const captcha = useMemo(() => lazyCaptcha(api, () => latest.current), [api]);
  useEffect(() => () => captcha.destroy(), [captcha]);

  const validate = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (!isValidUsername(username.trim())) found.username = t`Use 4 to 16 letters, digits or underscores`;
    const problem = newPasswordProblem(password, confirm);
    if (problem === 'short') found.password = t`Use at least 6 characters`;
    else if (problem === 'long') found.password = t`Use at most 64 characters`;
    else if (problem === 'mismatch') found.confirm = t`The passwords do not match`;
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (working) return;
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setWorking(true);
    try {
      const captchaOn = registerSettings?.captcha.enabled ?? settings?.register.captcha.enabled ?? false;
      let fields;
      if (needsRegisterCaptcha(captchaOn, undefined)) {
        const result = await captcha.verify();
        if (!result.ok) {
          void showAlert(captchaFailureText(result.failure, (key) => i18n._(key)));
          return;
        }
        fields = result.fields;
      }
      const client = browserClientEnvironment();
      const payload = downlineRegisterPayload({ username: username.trim(), password }, referralCode, {
        settings: { mobilePassword: registerSettings?.mobilePassword ?? true, smsTemplate: registerSettings?.smsTemplate ?? '' },
        defaultMobilePassword: configuredDefaultMobilePassword(),
        deviceId: browserDeviceId(),
        registerMethod: detectRegisterMethod(client),
        officialApp: isOfficialApp(client),
        href: location.href,
        hostname: location.hostname,
        tid: new URLSearchParams(location.search).get('tid') ?? undefined,
        captcha: fields,
      });
      const answer = await api.call('register', payload);
      if (!answer.ok) {
        if (captchaOn) captcha.reset();
        presentFailure(answer.error, { call: 'register' });
        return;
      }
      setRegistered(answer.value.userName || username.trim());
      setUsername('');
      setPassword('');
      setConfirm('');
    } finally {
      setWorking(false);
    }
  };

  const field = (name: Field, label: string, value: string, set: (value: string) => void, type: string, autoComplete: string) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        autoCapitalize="off"
        spellCheck={false}
        required
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        data-testid={`agent-register-${name}`}
        onChange={(event) => set(event.target.value)}
      />
      {errors[name] ? (
        <p className="field-error" id={`${id}-${name}-error`}>
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <section className="card agent-register" aria-labelledby={`${id}-title`} data-testid="agent-register">
      <h2 id={`${id}-title`}>{t`Register a player`}</h2>
      <p className="agent-register-intro">{t`Players you register join your network with your agent code.`}</p>
      <p className="referral-code-line">
        {t`Agent code`}{' '}
        <strong className="referral-code" data-testid="agent-referral-code">
          {referralCode}
        </strong>
      </p>
      {registered ? (
        <p className="agent-register-done" role="status" data-testid="agent-register-done">
          {t`${registered} is registered in your network.`}
        </p>
      ) : null}
      <form ref={form} noValidate onSubmit={(event) => void submit(event)}>
        <input type="hidden" name="referralCode" value={referralCode} />
        {field('username', t`Player's username`, username, setUsername, 'text', 'off')}
        {field('password', t`Password`, password, setPassword, 'password', 'new-password')}
        {field('confirm', t`Confirm password`, confirm, setConfirm, 'password', 'new-password')}
        <button type="submit" className="primary agent-register-submit" disabled={working} data-testid="agent-register-submit">
          {working ? t`Registering…` : t`Register player`}
        </button>
      </form>
    </section>
  );
}
