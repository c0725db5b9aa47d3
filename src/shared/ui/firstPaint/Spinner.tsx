import './firstPaint.css';

/**
 * A spinning circle, drawn without PrimeReact (issue 15: the first paint carries none of it). With a label
 * it is a busy progress bar for screen readers; without one it is decoration beside a text that says so.
 */
export function Spinner({ size = '3rem', label }: { size?: string; label?: string }) {
  const role = label === undefined ? { 'aria-hidden': true } : { role: 'progressbar', 'aria-busy': true, 'aria-label': label };
  return (
    <div className="p-progress-spinner" style={{ width: size, height: size }} {...role}>
      <svg className="p-progress-spinner-svg" viewBox="25 25 50 50">
        <circle className="p-progress-spinner-circle" cx="50" cy="50" r="20" fill="none" strokeWidth="4" strokeMiterlimit="10" />
      </svg>
    </div>
  );
}
