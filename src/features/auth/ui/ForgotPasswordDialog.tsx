/**
 * The forgot-password dialog of the login form (spec §6; ACCEPTANCE C74): the mobile number with its dialing code,
 * the SMS code with 'Send code' and its countdown, the new password and its confirmation. The reset goes through the
 * worker (no Authorization by its class). A wrong code or another server refusal is shown inside the dialog and the
 * form stays filled; success closes it and hands back to the login form.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { presentFailure } from '../../../platform/dialogs';
import { shellMessages } from '../../../i18n/messages';
import { resetPassword } from '../flows/password-reset';
import type { AuthDeps } from '../flows/types';
import {
  hasProblems,
  mobileProblem,
  resetFailureDisplay,
  resetFormProblems,
  type ResetFailureDisplay,
  type ResetProblems,
} from '../rules/password-reset';
import { createProcessingLock } from '../rules/processing-lock';
import { AuthModal } from './AuthModal';
import { useLockBusy } from './deps';
import { MobileCodeFields, NewPasswordFields, SubmitButton, useNewPasswordErrors } from '../../../platform/forms';
import type { ScreenAuthSettings } from './use-auth-settings';
import { useSmsCodeSender } from './use-sms-code';
import './forgot-password.css';
import { pageState } from '../../../shared/page-runtime';

/** The reset's own lock: the login form's stays free behind the dialog. */
const resetLock = pageState(createProcessingLock);

type Errors = Partial<Record<'mobile' | 'code' | 'password' | 'confirm', string>>;

export interface ForgotPasswordDialogProps {
  deps: () => AuthDeps;
  settings: ScreenAuthSettings;
  /** The dialing-code picker is offered (UPDATEMOBILEICC3). */
  picker: boolean;
  onClose: () => void;
  /** The password was reset. */
  onDone: () => void;
}

export function ForgotPasswordDialog({ deps, settings, picker, onClose, onDone }: ForgotPasswordDialogProps) {
  const { t, i18n } = useLingui();
  const passwordErrors = useNewPasswordErrors();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [pickedCode, setPickedCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState('');
  // The lock refuses clicks until 500 ms after an answer; the button shows work only while the request runs.
  const locked = useLockBusy(resetLock());
  const [working, setWorking] = useState(false);
  const sms = useSmsCodeSender(deps);
  const formRef = useRef<HTMLFormElement>(null);
  const dialingCode = pickedCode || settings.country?.countryDialingCode || '';

  // Focus moves once the errors are rendered: a failure arrives outside the event, after the microtasks.
  const [focusRequest, setFocusRequest] = useState(0);
  const focusFirstInvalid = () => setFocusRequest((count) => count + 1);
  useEffect(() => {
    if (focusRequest === 0) return;
    const input = formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]');
    input?.focus();
    input?.select();
  }, [focusRequest]);

  const textOf = (problems: ResetProblems): Errors => ({
    mobile:
      problems.mobile === 'missing'
        ? t`Enter your mobile number`
        : problems.mobile === 'invalid'
          ? t`Enter a mobile number of 7 to 12 digits`
          : undefined,
    code:
      problems.code === 'missing'
        ? t`Enter the code we sent you`
        : problems.code === 'invalid'
          ? t`The code is made of digits only`
          : undefined,
    ...passwordErrors(problems.password ?? problems.confirm ?? null),
  });

  const show = (display: ResetFailureDisplay) => {
    if (display.place === 'presenter') return;
    const text =
      'message' in display
        ? display.message
        : display.messageKey === 'unknown_error'
          ? i18n._(shellMessages.unknownError)
          : t`Too many attempts. Please wait a few minutes and try again.`;
    if (display.place === 'code') {
      setErrors({ code: text });
      focusFirstInvalid();
    } else setFormError(text);
  };

  const sendCode = () => {
    const problem = mobileProblem(mobile);
    setErrors((current) => ({ ...current, mobile: textOf({ mobile: problem }).mobile }));
    if (problem) {
      focusFirstInvalid();
      return;
    }
    sms.send({ mobileNum: mobile, countryDialingCode: dialingCode });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = resetFormProblems({ mobile, code, password, confirm });
    setErrors(textOf(problems));
    setFormError('');
    if (hasProblems(problems)) {
      focusFirstInvalid();
      return;
    }
    if (resetLock().busy) return;
    setWorking(true);
    void resetPassword(
      { ...deps(), lock: resetLock() },
      {
        mobileNum: mobile,
        countryDialingCode: dialingCode,
        verifyCode: code,
        newPassword: password,
      },
    ).then((outcome) => {
      setWorking(false);
      if (outcome.kind === 'reset') onDone();
      else if (outcome.kind === 'error') {
        const display = resetFailureDisplay(outcome.error);
        if (display.place === 'presenter') presentFailure(outcome.error, { call: 'passwordReset' });
        else show(display);
      }
    });
  };

  return (
    <AuthModal
      title={t`Reset your password`}
      description={t`Enter the mobile number of your account. We will text you a code to set a new password.`}
      onClose={onClose}
      testId="forgot-password"
    >
      <form ref={formRef} className="auth-form forgot-form" onSubmit={submit} noValidate data-testid="forgot-form">
        <MobileCodeFields
          testIdPrefix="forgot"
          mobile={mobile}
          onMobile={setMobile}
          code={code}
          onCode={setCode}
          errors={errors}
          country={settings.country}
          dialingCode={dialingCode}
          onDialingCode={setPickedCode}
          picker={picker}
          onSend={sendCode}
          countdown={sms.countdown}
          sending={sms.sending}
        />
        <NewPasswordFields
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
          errors={errors}
          labels="new"
          testIds={{ password: 'forgot-new', confirm: 'forgot-confirm' }}
        />
        {formError ? (
          <p className="form-error forgot-form-error" role="alert" data-testid="forgot-error">
            {formError}
          </p>
        ) : null}
        <div className="auth-dialog-actions">
          <button type="button" className="button secondary" onClick={onClose}>
            {t`Cancel`}
          </button>
          <SubmitButton busy={working} disabled={locked} testId="forgot-submit">
            {working ? t`Saving...` : t`Reset password`}
          </SubmitButton>
        </div>
      </form>
    </AuthModal>
  );
}
