/**
 * The login form of /m/login (spec §4 Login, §5; ACCEPTANCE C23–C52): username and password (show/hide,
 * remember me), or the mobile number with an SMS code. The flows do the rules: the processing lock (a double click
 * sends one request), the captcha before login under GEETEST3, the SMS captcha rule, remembered login, the
 * destination (/m/changePsw when forced, the go target, /m/home). This form validates, shows the busy state,
 * presents failures and opens the verification dialog for login_verify_required.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useAppNavigate } from '../../../platform/routing';
import { showToast } from '../../../platform/dialogs';
import { useApi } from '../../../platform/session';
import { useLoginPromptText } from '../../brand';
import { login, type LoginInput } from '../flows/login';
import type { PendingVerification } from '../flows/types';
import { RegisterEntryLink } from '../RegisterEntryLink';
import { useGoParam } from './entry-link';
import { rememberStore } from '../remember/browser';
import { switchesOf, useAuthDeps, useLockBusy } from './deps';
import { FormTabs, InputField, MobileCodeFields, PasswordField, SubmitButton } from '../../../platform/forms';
import { presentOutcome } from './outcome';
import { isValidMobileInput } from './validation';
import { useAuthSettings } from './use-auth-settings';
import { useSmsCodeSender } from './use-sms-code';
import { LoginVerification } from './LoginVerification';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { pendingIdentityStore, socialLoginFields, socialProviderName, type SocialIdentity } from '../social/pending-identity';
import { SocialLogin } from './social/SocialLogin';
import { useSocialLogin } from './social/use-social-login';
import './auth.css';
import './forgot-password.css';

type Tab = 'password' | 'sms';

/** The pending identity's fields in a login that binds it (Q10). */
function socialFields(identity: SocialIdentity | null): Pick<LoginInput, 'social'> {
  if (!identity) return {};
  return { social: socialLoginFields(identity) };
}
type Errors = Partial<Record<'username' | 'password' | 'mobile' | 'code', string>>;

export function LoginForm() {
  const { t, i18n } = useLingui();
  const api = useApi();
  const navigate = useAppNavigate();
  const go = useGoParam();
  const settings = useAuthSettings();
  const deps = useAuthDeps(api, settings, (to) => navigate(to, { replace: true }));
  const lockBusy = useLockBusy();
  const promptText = useLoginPromptText();
  const switches = switchesOf(settings);

  const remembered = useMemo(() => rememberStore().peek(), []);
  const [tab, setTab] = useState<Tab>(remembered?.type === 'sms' ? 'sms' : 'password');
  const [username, setUsername] = useState(remembered?.type === 'username' ? remembered.account : '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(!!remembered);
  const [mobile, setMobile] = useState(remembered?.type === 'sms' ? remembered.account : '');
  const [code, setCode] = useState('');
  const [pickedCode, setPickedCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [working, setWorking] = useState(false);
  const sms = useSmsCodeSender(deps, { config: settings.config, sms: settings.settings?.sms });
  const [pending, setPending] = useState<PendingVerification | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  /** The field to focus once the reset dialog has given focus back (a new object each time). */
  const [focusAfterReset, setFocusAfterReset] = useState<{ name: 'username' | 'password' } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const pendingSocial = useMemo(() => pendingIdentityStore(), []);
  /** The social identity this login binds, once the member chose an existing account (C89, Q10). */
  const [linking, setLinking] = useState<SocialIdentity | null>(() => pendingSocial.linking());
  const linkingProvider = linking ? socialProviderName(linking) : '';
  const dialingCode = pickedCode || settings.country?.countryDialingCode || '';

  const focusFirstInvalid = () =>
    queueMicrotask(() => formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus());

  const mobileError = (): string | undefined => {
    if (!mobile.trim()) return t`Enter your mobile number`;
    if (!isValidMobileInput(mobile)) return t`Enter a mobile number of 7 to 12 digits`;
    return undefined;
  };

  const validate = (): Errors => {
    const found: Errors = {};
    if (tab === 'password') {
      if (!username.trim()) found.username = t`Enter your username`;
      if (!password) found.password = t`Enter your password`;
    } else {
      const error = mobileError();
      if (error) found.mobile = error;
      if (!code.trim()) found.code = t`Enter the code we sent you`;
    }
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
    if (tab === 'sms' && sms.viaFirebase) {
      loginWithFirebaseCode();
      return;
    }
    const binding = tab === 'password' ? linking : null;
    const input: LoginInput =
      tab === 'password'
        ? { type: binding?.channel ?? 'username', username, password, remember, goTarget: go, ...socialFields(binding) }
        : { type: 'sms', username: mobile, password: code.trim(), countryDialingCode: dialingCode, remember, goTarget: go };
    // Called at once, in the event: the flow takes the lock before a second click can arrive.
    const running = login(deps(), input);
    setWorking(true);
    void running.then((outcome) => {
      setWorking(false);
      if (binding && outcome.kind === 'navigate') pendingSocial.clear();
      if (binding && outcome.kind === 'error' && outcome.action.kind === 'alert' && outcome.action.clearLineSessionToken) {
        pendingSocial.clearLine();
        setLinking(null);
      }
      if (outcome.kind === 'verify') setPending(outcome.pending);
      else presentOutcome(outcome, 'login', i18n);
    });
  };

  /** An SMS login whose code Firebase sent (C78): Firebase confirms it, and its id token logs in. */
  const loginWithFirebaseCode = () => {
    const phone = { mobileNum: mobile, countryDialingCode: dialingCode };
    if (!sms.firebaseCodeSent(phone)) {
      setErrors({ code: t`Send a code to this number first` });
      focusFirstInvalid();
      return;
    }
    setWorking(true);
    void sms.confirmWithFirebase(phone, code).then((idToken) => {
      setWorking(false);
      if (idToken) social.loginWithPhoneSignIn(idToken);
    });
  };

  const sendCode = () => {
    const error = mobileError();
    setErrors((current) => ({ ...current, mobile: error }));
    if (error) {
      focusFirstInvalid();
      return;
    }
    sms.send({ mobileNum: mobile, countryDialingCode: dialingCode });
  };

  // Runs after the dialog's unmount gave focus back to its opener, so the login field keeps it.
  useEffect(() => {
    if (focusAfterReset) formRef.current?.querySelector<HTMLInputElement>(`input[name="${focusAfterReset.name}"]`)?.focus();
  }, [focusAfterReset]);

  const passwordReset = () => {
    setForgotOpen(false);
    setTab('password');
    setPassword('');
    setErrors({});
    setFocusAfterReset({ name: username.trim() ? 'password' : 'username' });
    showToast(t`Your password has been reset. Log in with your new password.`, { tone: 'info' });
  };

  const startLinking = () => {
    setLinking(pendingSocial.linking());
    chooseTab('password');
    queueMicrotask(() => formRef.current?.querySelector<HTMLInputElement>('input[name="username"]')?.focus());
  };

  const stopLinking = () => {
    pendingSocial.clear();
    setLinking(null);
  };

  const social = useSocialLogin({ deps, settings, goTarget: go, handleReturns: true, onExisting: startLinking });
  const busy = working || lockBusy || social.busy;

  const chooseTab = (next: Tab) => {
    setTab(next);
    setErrors({});
  };

  return (
    <>
      <section className="card auth-card" data-testid="login-card">
        {promptText ? (
          <p className="auth-prompt" data-testid="login-prompt">
            {promptText}
          </p>
        ) : null}
        {linking ? (
          <p className="auth-link-notice" role="status" data-testid="login-social-notice">
            <span>{t`Log in to link your ${linkingProvider} account.`}</span>
            <button type="button" className="auth-link-button" onClick={stopLinking} data-testid="login-social-cancel">
              {t`Don't link`}
            </button>
          </p>
        ) : null}
        <FormTabs
          idPrefix="login"
          label={t`How to log in`}
          tabs={[
            { value: 'password', label: t`Password` },
            { value: 'sms', label: t`SMS code` },
          ]}
          selected={tab}
          onSelect={chooseTab}
        />
        <div id="login-panel" role="tabpanel" aria-labelledby={`login-tab-${tab}`}>
          <form ref={formRef} className="auth-form" onSubmit={submit} noValidate data-testid="login-form">
            {tab === 'password' ? (
              <>
                <InputField
                  label={t`Username`}
                  name="username"
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  value={username}
                  onChange={(event) => setUsername(event.currentTarget.value)}
                  error={errors.username}
                  data-testid="login-username"
                />
                <PasswordField
                  label={t`Password`}
                  name="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.currentTarget.value)}
                  error={errors.password}
                  data-testid="login-password"
                />
                <div className="auth-forgot-row">
                  <button
                    type="button"
                    className="auth-link-button"
                    aria-haspopup="dialog"
                    onClick={() => setForgotOpen(true)}
                    data-testid="login-forgot"
                  >
                    {t`Forgot password?`}
                  </button>
                </div>
              </>
            ) : (
              <MobileCodeFields
                testIdPrefix="login"
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
            <label className="auth-check">
              <input
                type="checkbox"
                checked={remember}
                onChange={(event) => setRemember(event.currentTarget.checked)}
                data-testid="login-remember"
              />
              <span>{t`Remember me`}</span>
            </label>
            <SubmitButton busy={busy} testId="login-submit">
              {busy ? t`Logging in...` : t`Log in`}
            </SubmitButton>
          </form>
        </div>
        <SocialLogin social={social} settings={settings} />
      </section>
      <p className="screen-aside auth-aside">
        {t`New here?`}{' '}
        <RegisterEntryLink goTarget={go} data-testid="login-register-link">
          {t`Create an account`}
        </RegisterEntryLink>
      </p>
      {forgotOpen ? (
        <ForgotPasswordDialog
          deps={deps}
          settings={settings}
          picker={!!switches.UPDATEMOBILEICC3}
          onClose={() => setForgotOpen(false)}
          onDone={passwordReset}
        />
      ) : null}
      {pending ? (
        <LoginVerification
          pending={pending}
          deps={deps}
          onClose={() => setPending(null)}
          onDone={(outcome) => {
            setPending(null);
            presentOutcome(outcome, 'loginVerification', i18n);
          }}
        />
      ) : null}
    </>
  );
}
