/**
 * /m/changePsw (spec §4 Login; ACCEPTANCE C27–C29, C73): the current password, the new one and its confirmation.
 * The flow changes it (a remembered login of this member follows), then the go target or /m/home, with a toast.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { presentFailure, showToast } from '../../../app/dialogs';
import { useAppNavigate } from '../../../app/routing';
import { useApi } from '../../../app/session';
import { changePassword } from '../flows/password';
import { useAuthDeps, useLockBusy } from './deps';
import { PasswordField, SubmitButton } from './fields';
import { useGoParam } from './LoginForm';
import { useAuthSettings } from './use-auth-settings';
import { newPasswordProblem } from './validation';
import './auth.css';

type Errors = Partial<Record<'current' | 'password' | 'confirm', string>>;

export function ChangePasswordForm() {
  const { t } = useLingui();
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
    const found: Errors = {};
    if (!current) found.current = t`Enter your current password`;
    const problem = newPasswordProblem(password, confirm);
    if (problem === 'short') found.password = t`Use at least 6 characters`;
    else if (problem === 'long') found.password = t`Use at most 64 characters`;
    else if (problem === 'mismatch') found.confirm = t`The passwords do not match`;
    else if (current && password === current) found.password = t`Choose a password different from the current one`;
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
        <PasswordField
          label={t`New password`}
          name="new-password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.password}
          hint={t`At least 6 characters`}
          data-testid="change-new"
        />
        <PasswordField
          label={t`Confirm new password`}
          name="confirm-password"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.currentTarget.value)}
          error={errors.confirm}
          data-testid="change-confirm"
        />
        <SubmitButton busy={busy} testId="change-submit">
          {busy ? t`Saving...` : t`Change password`}
        </SubmitButton>
      </form>
    </section>
  );
}
