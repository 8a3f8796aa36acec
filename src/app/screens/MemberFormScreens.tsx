/** Guarded member screens that open a form: /m/changePsw, /m/agentRegister, and /m/feedback (session or home). */
import { Suspense } from 'react';
import { ChangePasswordForm } from '../../features/auth';
import { AgentRegisterBody } from './AgentRegisterBody';
import { useLoginSuppressed } from '../../platform/routing';
import type { IconName } from './Icon';
import { EmptyState, SignInPrompt } from './ScreenParts';
import { ScreenFrame } from './ScreenFrame';
import type { ScreenProps } from './types';

const COPY: Record<'changePassword' | 'feedback', { icon: IconName; title: string; text: string }> = {
  changePassword: { icon: 'lock', title: 'Choose a new password', text: 'Pick a password you do not use anywhere else.' },
  feedback: { icon: 'chat', title: 'Tell us what you think', text: 'Your feedback goes straight to our support team.' },
};

export function MemberFormScreen({ route }: ScreenProps) {
  const suppressed = useLoginSuppressed();
  const copy = COPY[route.screen as keyof typeof COPY] ?? COPY.feedback;
  return (
    <ScreenFrame route={route}>
      {suppressed ? (
        <SignInPrompt title="Sign in to continue" message="This page is part of your account." />
      ) : route.screen === 'changePassword' ? (
        <Suspense fallback={<div className="card auth-card-placeholder" aria-busy="true" />}>
          <ChangePasswordForm />
        </Suspense>
      ) : route.screen === 'agentRegister' ? (
        <AgentRegisterBody />
      ) : (
        <EmptyState icon={copy.icon} title={copy.title}>
          <p>{copy.text}</p>
        </EmptyState>
      )}
    </ScreenFrame>
  );
}
