/**
 * The frame of the entry screens (/m/login, /m/register): a member who already had a session when the screen opened
 * continues to the go target (A17, A18); anyone else gets the intro and the auth feature's form, which loads with the
 * screen. A login or registration made on the screen navigates through its own flow.
 */
import { useState, type ReactNode } from 'react';
import { goTargetFromQuery, Replace, useAddress } from '../../platform/routing';
import { useSession } from '../../platform/session';
import { ScreenFrame } from './ScreenFrame';
import type { ScreenProps } from './types';

export interface EntryScreenProps extends ScreenProps {
  title: string;
  heading: string;
  text: string;
  introTestId: string;
  form: ReactNode;
}

export function EntryScreen({ route, title, heading, text, introTestId, form }: EntryScreenProps) {
  const session = useSession();
  const [hadSession] = useState(() => !!session);
  const { search } = useAddress();
  if (session && hadSession) return <Replace to={goTargetFromQuery(search)} />;
  return (
    <ScreenFrame route={route} title={title}>
      <section className="intro-card auth-intro" data-testid={introTestId}>
        <h2>{heading}</h2>
        <p>{text}</p>
      </section>
      {form}
    </ScreenFrame>
  );
}
