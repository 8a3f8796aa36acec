/** Line icons of the empty states (inline SVG: no icon font, no emoji font needed on the device). */
export type IconName = 'agent';

const PATHS: Record<IconName, string> = {
  agent: 'M10 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zm-6 9c0-3.3 2.7-6 6-6 1.6 0 3 .6 4 1.6M18 14v6m-3-3h6',
};

export function Icon({ name }: { name: IconName }) {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false" className="icon">
      <path d={PATHS[name]} />
    </svg>
  );
}
