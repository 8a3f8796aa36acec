/**
 * Step-by-step install guidance (spec §4 Home-screen install): Safari's share sheet, leaving an app's browser, or the
 * browser menu. Shown when the install flow asks for it (useGuidance); its code loads then.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { GuidanceKind } from './a2hs-rules';
import { closeGuidance } from './install-flow';
import { useWebManifest } from './hooks';

function useSteps(): Record<'ios' | 'inApp' | 'browser', string[]> {
  const { t } = useLingui();
  return {
    ios: [
      t`Tap the Share button in Safari's toolbar.`,
      t`Scroll down and tap "Add to Home Screen".`,
      t`Tap "Add" in the top corner.`,
    ],
    inApp: [
      t`Open the menu (⋯) of this app's browser.`,
      t`Choose "Open in browser".`,
      t`In the browser, add this site to your home screen.`,
    ],
    browser: [t`Open your browser's menu (⋮).`, t`Choose "Install app" or "Add to Home screen".`, t`Confirm with "Install".`],
  };
}

export function InstallGuidance({ kind }: { kind: GuidanceKind }) {
  const { t } = useLingui();
  const manifest = useWebManifest();
  const steps = useSteps();
  const okRef = useRef<HTMLButtonElement>(null);

  useEffect(() => okRef.current?.focus(), []);

  const name = manifest?.short_name || manifest?.name || '';
  return (
    <div className="dialog-layer dialog-layer-sheet" onClick={(event) => event.target === event.currentTarget && closeGuidance()}>
      <section
        className="sheet install-guidance"
        role="dialog"
        aria-modal="true"
        aria-labelledby="install-guidance-title"
        data-testid="install-guidance"
        data-kind={kind}
        onKeyDown={(event) => event.key === 'Escape' && closeGuidance()}
      >
        <span className="sheet-grip" aria-hidden="true" />
        <h2 id="install-guidance-title" className="dialog-title">
          {name ? t`How to install ${name}` : t`How to install the app`}
        </h2>
        <ol className="install-steps">
          {steps[kind].map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <button ref={okRef} type="button" className="button button-primary install-guidance-ok" onClick={closeGuidance}>
          {t`Got it`}
        </button>
      </section>
    </div>
  );
}
