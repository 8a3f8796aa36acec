/** Guarded member screens that open a form: /m/changePsw, /m/agentRegister, and /m/feedback (session or home). */
import { Suspense } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { ChangePasswordForm } from '../../features/auth';
import { AgentRegisterBody } from './AgentRegisterBody';
import { useLoginSuppressed } from '../../platform/routing';
import { FeedbackChannels } from '../../features/service/feedback';
import { SignInPrompt } from './ScreenParts';
import { ScreenFrame } from './ScreenFrame';
import type { ScreenProps } from './types';

export function MemberFormScreen({ route }: ScreenProps) {
  const { _ } = useLingui();
  const suppressed = useLoginSuppressed();
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
        <FeedbackChannels />
      )}
    </ScreenFrame>
  );
}
