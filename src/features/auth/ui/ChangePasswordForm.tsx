/**
 * /m/changePsw (spec §4 Login; ACCEPTANCE C27–C29, C73): the current password, the new one and its confirmation.
 * The flow changes it (a remembered login of this member follows), then the go target or /m/home, with a toast.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { presentFailure, showToast } from '../../../platform/dialogs';
import { useAppNavigate } from '../../../platform/routing';
import { useApi } from '../../../platform/session';
import { changePassword } from '../flows/password';
import { useAuthDeps, useLockBusy } from './deps';
import { NewPasswordFields, PasswordField, SubmitButton, useNewPasswordErrors } from '../../../platform/forms';
import { useGoParam } from './entry-link';
import { useAuthSettings } from './use-auth-settings';
import { newPasswordProblem } from './validation';
import './auth.css';

type Errors = Partial<Record<'current' | 'password' | 'confirm', string>>;

export function ChangePasswordForm() {
  const { t } = useLingui();
  const passwordErrors = useNewPasswordErrors();
  const api = useApi();
  const navigate = useAppNavigate();
  const go = useGoParam();
  const settings = useAuthSettings();
  const deps = useAuthDeps(api, settings, (to) => navigate(to, { replace: true }));
  const lockBusy = useLockBusy();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [working, setWorking] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const busy = working || lockBusy;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = newPasswordProblem(password, confirm);
    const found: Errors = passwordErrors(problem);
    if (!current) found.current = t`Enter your current password`;
    else if (!problem && password === current) found.password = t`Choose a password different from the current one`;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      queueMicrotask(() => formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const running = changePassword(deps(), { oldPassword: current, newPassword: password, goTarget: go });
    setWorking(true);
    void running.then((outcome) => {
      setWorking(false);
      if (outcome.kind === 'navigate') showToast(t`Your password has been changed`, { tone: 'info' });
      else if (outcome.kind === 'error') presentFailure(outcome.error, { call: 'passwordChange' });
    });
  };

  return (
    <section className="card auth-card" data-testid="change-password-card">
      <p className="auth-prompt">{t`For your security, choose a password you do not use anywhere else.`}</p>
      <form ref={formRef} className="auth-form" onSubmit={submit} noValidate data-testid="change-password-form">
        <PasswordField
          label={t`Current password`}
          name="current-password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.currentTarget.value)}
          error={errors.current}
          data-testid="change-current"
        />
        <NewPasswordFields
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
          errors={errors}
          labels="new"
          testIds={{ password: 'change-new', confirm: 'change-confirm' }}
        />
        <SubmitButton busy={busy} testId="change-submit">
          {busy ? t`Saving...` : t`Change password`}
        </SubmitButton>
      </form>
    </section>
  );
}
