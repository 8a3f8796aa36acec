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
import { InputField, NewPasswordFields, SubmitButton, useNewPasswordErrors } from '../../platform/forms';
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
  const passwordErrors = useNewPasswordErrors();
  const [registered, setRegistered] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const latest = useRef({ config, settings, whitelabel, language: i18n.locale });
  latest.current = { config, settings, whitelabel, language: i18n.locale };
  const captcha = useMemo(() => lazyCaptcha(api, () => latest.current), [api]);
  useEffect(() => () => captcha.destroy(), [captcha]);

  const validate = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (!isValidUsername(username.trim())) found.username = t`Use 4 to 16 letters, digits or underscores`;
    return { ...found, ...passwordErrors(newPasswordProblem(password, confirm)) };
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

  return (
    <section className="card agent-register" aria-labelledby={`${id}-title`} data-testid="agent-register">
      <h2 id={`${id}-title`}>{t`Register a player`}</h2>
      <p className="agent-register-intro">{t`Players you register join your network with your agent code.`}</p>
      <p className="referral-code-line">
        {t`Agent code`}{' '}
        <strong className="referral-code" data-testid="agent-referral-code" translate="no">
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
        <InputField
          label={t`Player's username`}
          name="username"
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          error={errors.username}
          data-testid="agent-register-username"
        />
        <NewPasswordFields
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
          errors={errors}
          labels="first"
          testIds={{ password: 'agent-register-password', confirm: 'agent-register-confirm' }}
        />
        <SubmitButton busy={working} disabled={working} testId="agent-register-submit">
          {t`Register player`}
        </SubmitButton>
      </form>
    </section>
  );
}
