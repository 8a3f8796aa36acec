/**
 * The registration form of /m/register and /m/register.html (spec §3 Register payload, §4 Registration; ACCEPTANCE
 * C1–C21): by username (username, password, confirmation) or by mobile number (dialing code from country info, the
 * SMS code, and a password unless the register setting mobilePassword is off, when the flow's default password
 * rule applies). The flow builds the payload (registerMethod, registerUrl, loginDeviceId, linkId, affiliate,
 * pixelTrack, smsTemplate), runs the register captcha when it is on, and continues to the go target or /m/home.
 * Errors are shown inline before sending and as the server's message after; what was typed stays.
 */
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { showToast } from '../../../platform/dialogs';
import { AppLink, useAppNavigate } from '../../../platform/routing';
import { useApi } from '../../../platform/session';
import { register, usernameTaken } from '../flows/register';
import { pageRegisterEnvironment } from '../page-environment';
import type { RegisterForm as RegisterFormValue } from '../rules/register-payload';
import { rememberStore } from '../remember/browser';
import { switchesOf, useAuthDeps, useLockBusy } from './deps';
import {
  FormTabs,
  InputField,
  MobileCodeFields,
  NewPasswordFields,
  SubmitButton,
  useNewPasswordErrors,
} from '../../../platform/forms';
import { entryLink, useGoParam } from './entry-link';
import { presentOutcome } from './outcome';
import { useAuthSettings } from './use-auth-settings';
import { isValidMobileInput, isValidUsername, mobileDigits, newPasswordProblem } from './validation';
import { useSmsCodeSender } from './use-sms-code';
import { pendingIdentityStore, socialProviderName, socialRegistration } from '../social/pending-identity';
import { SocialLogin } from './social/SocialLogin';
import { useSocialLogin } from './social/use-social-login';
import './auth.css';

type Tab = 'username' | 'mobile';
type Errors = Partial<Record<'username' | 'mobile' | 'code' | 'password' | 'confirm', string>>;

export interface RegistrationFormProps {
  /** The go target; the page's go parameter when absent. */
  goTarget?: string | null;
  /** In the registration modal: called after a registration, right before it goes on (the modal closes first, §4). */
  onSuccess?: () => void;
  /** In the registration modal: the 'Log in' link's click (the modal closes on the way). */
  onLoginLink?: () => void;
}

export function RegistrationForm({ goTarget, onSuccess, onLoginLink }: RegistrationFormProps = {}) {
  const { t, i18n } = useLingui();
  const passwordErrors = useNewPasswordErrors();
  const api = useApi();
  const navigate = useAppNavigate();
  const goParam = useGoParam();
  const go = goTarget === undefined ? goParam : goTarget;
  const settings = useAuthSettings();
  const deps = useAuthDeps(api, settings, (to) => {
    onSuccess?.();
    navigate(to, { replace: true });
  });
  const embedded = !!onSuccess;
  const lockBusy = useLockBusy();
  const switches = switchesOf(settings);
  const registerSettings = settings.register;
  const mobilePassword = registerSettings?.mobilePassword ?? true;
  const captchaEnabled = registerSettings?.captcha.enabled ?? settings.site?.register.captcha.enabled ?? false;

  const [tab, setTab] = useState<Tab>('username');
  const [username, setUsername] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [pickedCode, setPickedCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [remember, setRemember] = useState(true);
  const [errors, setErrors] = useState<Errors>({});
  const [working, setWorking] = useState(false);
  const sms = useSmsCodeSender(deps, { config: settings.config, sms: settings.settings?.sms });
  const formRef = useRef<HTMLFormElement>(null);
  const social = useSocialLogin({
    deps,
    settings,
    goTarget: go,
    handleReturns: false,
    onExisting: () => {
      onLoginLink?.();
      navigate(entryLink('/m/login', go));
    },
    onLeave: onSuccess,
  });
  const busy = working || lockBusy;
  const dialingCode = pickedCode || settings.country?.countryDialingCode || '';
  const autoLoginOn = !!switches.MOBILEAUTOLOGIN3;
  const asksPassword = tab === 'username' || mobilePassword;
  // A LINE or Telegram identity the member chose to register with (C12, C87); sent under FIREBASECREATEACC3.
  const pending = useMemo(() => pendingIdentityStore(), []);
  const linked = switches.FIREBASECREATEACC3 ? pending.get() : null;
  const linkedProvider = linked ? socialProviderName(linked) : '';

  const focusFirstInvalid = () =>
    queueMicrotask(() => formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus());

  const mobileError = (): string | undefined => {
    if (!mobile.trim()) return t`Enter your mobile number`;
    if (!isValidMobileInput(mobile)) return t`Enter a mobile number of 7 to 12 digits`;
    return undefined;
  };

  // C22: a taken name is said on blur, before the member fills the rest.
  const checkUsername = () => {
    const name = username.trim();
    if (!isValidUsername(name)) return;
    void usernameTaken(api, name).then((taken) => {
      if (taken)
        setErrors((current) =>
          current.username ? current : { ...current, username: t`This username is taken. Try another one.` },
        );
    });
  };

  const validate = (): Errors => {
    const found: Errors = {};
    if (tab === 'username') {
      if (!username.trim()) found.username = t`Choose a username`;
      else if (!isValidUsername(username)) found.username = t`Use 4 to 16 letters, digits or underscores`;
    } else {
      const error = mobileError();
      if (error) found.mobile = error;
      if (!code.trim()) found.code = t`Enter the code we sent you`;
    }
    if (asksPassword) Object.assign(found, passwordErrors(newPasswordProblem(password, confirm)));
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }
    if (tab === 'mobile' && sms.viaFirebase) {
      registerWithFirebaseCode();
      return;
    }
    submitRegistration(
      tab === 'username' ? { kind: 'username', username: username.trim(), password } : mobileForm({ verifyCode: code.trim() }),
    );
  };

  const mobileForm = (proof: { verifyCode: string } | { phoneIdToken: string }): RegisterFormValue => ({
    kind: 'mobile',
    mobileNum: mobileDigits(mobile),
    countryDialingCode: dialingCode,
    ...proof,
    ...(mobilePassword ? { password } : {}),
  });

  /** A code Firebase sent (C78): Firebase checks it, and its phone sign-in goes with the registration. */
  const registerWithFirebaseCode = () => {
    const phone = { mobileNum: mobileDigits(mobile), countryDialingCode: dialingCode };
    if (!sms.firebaseCodeSent(phone)) {
      setErrors({ code: t`Send a code to this number first` });
      focusFirstInvalid();
      return;
    }
    setWorking(true);
    void sms.confirmWithFirebase(phone, code).then((phoneIdToken) => {
      setWorking(false);
      if (phoneIdToken) submitRegistration(mobileForm({ phoneIdToken }));
    });
  };

  const submitRegistration = (form: RegisterFormValue) => {
    const environment = pageRegisterEnvironment({
      mobilePassword,
      smsTemplate: registerSettings?.smsTemplate ?? '',
      captchaEnabled,
    });
    // The remembered login follows the auto-login flag (C16) and the member's choice.
    const keep = remember && autoLoginOn && rememberStore().autoLoginFlag() !== '0';
    const social = socialRegistration(pending.get());
    const running = register(
      { ...deps(), clearPendingSocial: pending.clear, clearLineSessionToken: pending.clearLine },
      environment,
      { form, remember: keep, goTarget: go, ...(social ? { social } : {}) },
    );
    setWorking(true);
    void running.then((outcome) => {
      setWorking(false);
      presentOutcome(outcome, form.kind === 'username' ? 'register' : 'registerMobile', i18n);
      if (outcome.kind === 'navigate') showToast(t`Welcome! Your account is ready.`, { tone: 'info' });
    });
  };

  const sendCode = () => {
    const error = mobileError();
    setErrors((current) => ({ ...current, mobile: error }));
    if (error) {
      focusFirstInvalid();
      return;
    }
    const smsTemplate = registerSettings?.smsTemplate;
    sms.send({ mobileNum: mobileDigits(mobile), countryDialingCode: dialingCode, ...(smsTemplate ? { smsTemplate } : {}) });
  };

  const chooseTab = (next: Tab) => {
    setTab(next);
    setErrors({});
  };

  return (
    <>
      <section className={embedded ? 'auth-card auth-card-embedded' : 'card auth-card'} data-testid="register-card">
        {linked ? (
          <p className="auth-link-notice" data-testid="register-social-notice">
            {t`Your ${linkedProvider} account will be linked to the new account.`}
          </p>
        ) : null}
        <FormTabs
          idPrefix="register"
          label={t`How to register`}
          tabs={[
            { value: 'username', label: t`Username` },
            { value: 'mobile', label: t`Mobile number` },
          ]}
          selected={tab}
          onSelect={chooseTab}
        />
        <div id="register-panel" role="tabpanel" aria-labelledby={`register-tab-${tab}`}>
          <form ref={formRef} className="auth-form" onSubmit={submit} noValidate data-testid="register-form">
            {tab === 'username' ? (
              <InputField
                label={t`Username`}
                name="username"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={16}
                value={username}
                onChange={(event) => {
                  setUsername(event.currentTarget.value);
                  if (errors.username) setErrors((current) => ({ ...current, username: undefined }));
                }}
                onBlur={checkUsername}
                error={errors.username}
                hint={t`4 to 16 letters, digits or underscores`}
                data-testid="register-username"
              />
            ) : (
              <MobileCodeFields
                testIdPrefix="register"
                mobile={mobile}
                onMobile={setMobile}
                code={code}
                onCode={setCode}
                errors={errors}
                country={settings.country}
                dialingCode={dialingCode}
                onDialingCode={setPickedCode}
                picker={!!switches.UPDATEMOBILEICC3}
                onSend={sendCode}
                countdown={sms.countdown}
                sending={sms.sending}
              />
            )}
            {asksPassword ? (
              <NewPasswordFields
                password={password}
                confirm={confirm}
                onPassword={setPassword}
                onConfirm={setConfirm}
                errors={errors}
                labels="first"
                testIds={{ password: 'register-password', confirm: 'register-confirm' }}
              />
            ) : (
              <p className="auth-note" data-testid="register-default-password-note">
                {t`We will set a starting password for you. You can change it later in your account.`}
              </p>
            )}
            {autoLoginOn ? (
              <label className="auth-check">
                <input
                  type="checkbox"
                  checked={remember}
                  onChange={(event) => setRemember(event.currentTarget.checked)}
                  data-testid="register-remember"
                />
                <span>{t`Remember me`}</span>
              </label>
            ) : null}
            <SubmitButton busy={busy} testId="register-submit">
              {busy ? t`Creating your account...` : t`Create account`}
            </SubmitButton>
          </form>
        </div>
        {linked ? null : <SocialLogin social={social} settings={settings} />}
      </section>
      <p className="screen-aside auth-aside">
        {t`Already have an account?`}{' '}
        <AppLink to={entryLink('/m/login', go)} onClick={onLoginLink} data-testid="register-login-link">
          {t`Log in`}
        </AppLink>
      </p>
    </>
  );
}
