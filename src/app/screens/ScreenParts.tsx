/** Small building blocks the screen frames share: an empty state, a sign-in prompt, the category strip. */
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Icon, type IconName } from './Icon';
import { AppLink, CATEGORY_PAGES, loginRedirectTarget, useAddress } from '../../platform/routing';
import { useRouteTitle } from '../../platform/routing/route-titles';

export function EmptyState({ icon, title, children }: { icon: IconName; title: string; children?: ReactNode }) {
  return (
    <section className="card empty-state">
      <span className="empty-state-icon">
        <Icon name={icon} />
      </span>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** For a guest: log in and come back here (go = this page), or create an account. */
export function SignInPrompt({ title, message }: { title: string; message: string }) {
  const { t } = useLingui();
  const { pathname, search } = useAddress();
  return (
    <section className="card sign-in-prompt" data-testid="sign-in-prompt">
      <h2>{title}</h2>
      <p>{message}</p>
      <div className="actions">
        <AppLink to={loginRedirectTarget(pathname, search)} className="button primary">
          {t`Log in`}
        </AppLink>
        <AppLink to="/m/register" className="button secondary">
          {t`Create account`}
        </AppLink>
      </div>
    </section>
  );
}

/** The game categories as a horizontal strip of links; the current one is marked. */
export function CategoryStrip({ current }: { current?: string }) {
  const { t } = useLingui();
  const routeTitle = useRouteTitle();
  return (
    <nav className="category-strip" aria-label={t`Game categories`}>
      <ul>
        <li>
          <AppLink to="/m/game" className="chip" aria-current={current === undefined ? 'page' : undefined}>
            {t`All games`}
          </AppLink>
        </li>
        {CATEGORY_PAGES.map((page) => (
          <li key={page.path}>
            <AppLink to={page.path} className="chip" aria-current={current === page.category ? 'page' : undefined}>
              {routeTitle(page.title)}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
