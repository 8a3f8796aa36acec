/**
 * The form parts the member's forms share (auth screens, the agent's player registration): labelled inputs with inline errors, the password field, the mobile field and
 * the mobile number + SMS code + 'Send code' block of the SMS login and the mobile registration, and the new password
 * with its confirmation.
 */
import { useEffect, useId, useState, type InputHTMLAttributes, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CountryInfo } from '../../shared/contract';
import './form-fields.css';

/** What is wrong with a new password and its confirmation (the auth rules' newPasswordProblem). */
export type PasswordProblem = 'short' | 'long' | 'mismatch' | null;

export interface InputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: string;
  error?: string;
  hint?: string;
  /** Something inside the input's box after it (the show-password button). */
  end?: ReactNode;
  /** Something before the input (the dialing code). */
  start?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input; its error is tied to it with aria-invalid and aria-describedby. */
export function InputField({ label, error, hint, end, start, id, className, ref, ...input }: InputFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  // The hint gives way to the error (which says the same, sharper).
  const showHint = !!hint && !error;
  const describedBy = [error ? errorId : '', showHint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`form-field${error ? ' has-error' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={inputId}>{label}</label>
      <div className="form-input">
        {start}
        <input ref={ref} id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
        {end}
      </div>
      {error ? (
        <p id={errorId} className="form-error">
          {error}
        </p>
      ) : null}
      {showHint ? (
        <p id={hintId} className="form-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A password input with a show/hide toggle (aria-pressed). */
export function PasswordField(props: Omit<InputFieldProps, 'type' | 'end'>) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  return (
    <InputField
      {...props}
      type={shown ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      end={
        <button
          type="button"
          className="form-reveal"
          aria-pressed={shown}
          aria-label={shown ? t`Hide password` : t`Show password`}
          title={shown ? t`Hide password` : t`Show password`}
          onClick={() => setShown((value) => !value)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
            <circle cx="12" cy="12" r="3" />
            {shown ? null : <path d="M4 4l16 16" />}
          </svg>
        </button>
      }
    />
  );
}

export type NewPasswordErrors = { password?: string; confirm?: string };

/** The messages of a new password's problem (newPasswordProblem), on the field each belongs to. */
export function useNewPasswordErrors(): (problem: PasswordProblem) => NewPasswordErrors {
  const { t } = useLingui();
  return (problem) => {
    if (problem === 'short') return { password: t`Use at least 6 characters` };
    if (problem === 'long') return { password: t`Use at most 64 characters` };
    if (problem === 'mismatch') return { confirm: t`The passwords do not match` };
    return {};
  };
}

export interface NewPasswordFieldsProps {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  errors: NewPasswordErrors;
  /** Registration asks for "Password"; the change and reset forms for a "New password". */
  labels: 'new' | 'first';
  testIds: { password: string; confirm: string };
}

export function NewPasswordFields({ password, confirm, onPassword, onConfirm, errors, labels, testIds }: NewPasswordFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <PasswordField
        label={labels === 'new' ? t`New password` : t`Password`}
        name="new-password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => onPassword(event.currentTarget.value)}
        error={errors.password}
        hint={t`At least 6 characters`}
        data-testid={testIds.password}
      />
      <PasswordField
        label={labels === 'new' ? t`Confirm new password` : t`Confirm password`}
        name="confirm-password"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => onConfirm(event.currentTarget.value)}
        error={errors.confirm}
        data-testid={testIds.confirm}
      />
    </>
  );
}

export interface MobileFieldProps extends Omit<InputFieldProps, 'type' | 'start'> {
  country: CountryInfo | undefined;
  dialingCode: string;
  onDialingCode: (code: string) => void;
  /** UPDATEMOBILEICC3: the member may pick another country's dialing code. */
  picker: boolean;
}

/** The mobile number with the merchant's dialing code from country info, or a picker of the countries. */
export function MobileField({ country, dialingCode, onDialingCode, picker, ...props }: MobileFieldProps) {
  const { t } = useLingui();
  const countries = country?.countries ?? [];
  const start =
    picker && countries.length > 0 ? (
      <select
        className="form-dial"
        aria-label={t`Country dialing code`}
        value={dialingCode}
        onChange={(event) => onDialingCode(event.currentTarget.value)}
        data-testid="dialing-code"
      >
        {countries.map((entry) => (
          <option key={entry.countryCode} value={entry.countryDialingCode}>
            +{entry.countryDialingCode} {entry.name}
          </option>
        ))}
      </select>
    ) : (
      // A phone number reads left to right in every language: +63, never 63+.
      <span className="form-dial auth-dial-static" dir="ltr" data-testid="dialing-code">
        +{dialingCode}
      </span>
    );
  return (
    <InputField
      {...props}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      start={start}
      // The select's own label names the code; the input keeps the field's label.
    />
  );
}

export interface MobileCodeFieldsProps {
  /** The test-id prefix: `${testIdPrefix}-mobile`, `-code`, `-send-code`. */
  testIdPrefix: string;
  mobile: string;
  onMobile: (value: string) => void;
  code: string;
  onCode: (value: string) => void;
  errors: { mobile?: string; code?: string };
  country: CountryInfo | undefined;
  dialingCode: string;
  onDialingCode: (code: string) => void;
  picker: boolean;
  onSend: () => void;
  countdown: number;
  sending: boolean;
}

/** The mobile number with its dialing code, the SMS code and the 'Send code' button beside it. */
export function MobileCodeFields({
  testIdPrefix,
  mobile,
  onMobile,
  code,
  onCode,
  errors,
  country,
  dialingCode,
  onDialingCode,
  picker,
  onSend,
  countdown,
  sending,
}: MobileCodeFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <MobileField
        label={t`Mobile number`}
        name="mobile"
        value={mobile}
        onChange={(event) => onMobile(event.currentTarget.value)}
        error={errors.mobile}
        country={country}
        dialingCode={dialingCode}
        onDialingCode={onDialingCode}
        picker={picker}
        data-testid={`${testIdPrefix}-mobile`}
      />
      <div className="form-code-row">
        <InputField
          label={t`SMS code`}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          value={code}
          onChange={(event) => onCode(event.currentTarget.value)}
          error={errors.code}
          data-testid={`${testIdPrefix}-code`}
        />
        <SendCodeButton onSend={onSend} countdown={countdown} busy={sending} testId={`${testIdPrefix}-send-code`} />
      </div>
    </>
  );
}

/** Seconds left before a code may be sent again; start(n) begins a countdown. */
export function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}

/** 'Send code', busy while sending, then 'Resend in 59s' counting down. */
export function SendCodeButton({
  onSend,
  countdown,
  busy,
  testId,
}: {
  onSend: () => void;
  countdown: number;
  busy: boolean;
  testId?: string;
}) {
  const { t } = useLingui();
  const waiting = countdown > 0;
  return (
    <button
      type="button"
      className="button secondary form-send"
      onClick={onSend}
      disabled={waiting}
      aria-busy={busy || undefined}
      aria-live="polite"
      data-testid={testId}
    >
      {busy ? t`Sending...` : waiting ? t`Resend in ${countdown}s` : t`Send code`}
    </button>
  );
}

/** The form's primary button: it shows a spinner and aria-busy while the flow runs. */
export function SubmitButton({
  busy,
  children,
  testId,
  disabled,
}: {
  busy: boolean;
  children: ReactNode;
  testId?: string;
  /** Also refuse clicks (the verification dialog, whose lock outlives its answer by 500 ms). */
  disabled?: boolean;
}) {
  return (
    <button
      type="submit"
      className="button primary form-submit"
      aria-busy={busy || undefined}
      disabled={disabled}
      data-testid={testId}
    >
      {busy ? <span className="spinner form-spinner" aria-hidden="true" /> : null}
      <span>{children}</span>
    </button>
  );
}

export interface FormTabsProps<T extends string> {
  /** Prefix of the tab ids (`${idPrefix}-tab-${value}`) and of the panel id (`${idPrefix}-panel`). */
  idPrefix: string;
  label: string;
  tabs: readonly { value: T; label: string }[];
  selected: T;
  onSelect: (value: T) => void;
}

/**
 * A two-or-more-tab tablist over one form panel; arrow keys move between tabs in reading order (mirrored right to
 * left) and focus follows.
 */
export function FormTabs<T extends string>({ idPrefix, label, tabs, selected, onSelect }: FormTabsProps<T>) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const index = tabs.findIndex((tab) => tab.value === selected);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = (event.key === 'ArrowRight') !== rtl ? 1 : -1;
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.value);
    queueMicrotask(() => document.getElementById(`${idPrefix}-tab-${next.value}`)?.focus());
  };
  return (
    <div className="form-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${tab.value}`}
          aria-selected={tab.value === selected}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={tab.value === selected ? 0 : -1}
          onClick={() => onSelect(tab.value)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
