/** Guarded member screens that open a form: /m/changePsw, /m/agentRegister, and /m/feedback (session or home). */
import { Suspense } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { ChangePasswordForm } from '../../features/auth';
import { AgentRegisterBody } from './AgentRegisterBody';
import { useLoginSuppressed } from '../../platform/routing';
import type { IconName } from './Icon';
import { EmptyState, SignInPrompt } from './ScreenParts';
import { ScreenFrame } from './ScreenFrame';
import type { ScreenProps } from './types';

const COPY: Record<'changePassword' | 'feedback', { icon: IconName; title: MessageDescriptor; text: MessageDescriptor }> = {
  changePassword: {
    icon: 'lock',
    title: msg`Choose a new password`,
    text: msg`Pick a password you do not use anywhere else.`,
  },
  feedback: { icon: 'chat', title: msg`Tell us what you think`, text: msg`Your feedback goes straight to our support team.` },
};

export function MemberFormScreen({ route }: ScreenProps) {
  const { _ } = useLingui();
  const suppressed = useLoginSuppressed();
  const copy = COPY[route.screen as keyof typeof COPY] ?? COPY.feedback;
  return (
    <ScreenFrame route={route}>
      {suppressed ? (
        <SignInPrompt title={_(msg`Sign in to continue`)} message={_(msg`This page is part of your account.`)} />
      ) : route.screen === 'changePassword' ? (
        <Suspense fallback={<div className="card auth-card-placeholder" aria-busy="true" />}>
          <ChangePasswordForm />
        </Suspense>
      ) : route.screen === 'agentRegister' ? (
        <AgentRegisterBody />
      ) : (
        <EmptyState icon={copy.icon} title={_(copy.title)}>
          <p>{_(copy.text)}</p>
        </EmptyState>
      )}
    </ScreenFrame>
  );
}
