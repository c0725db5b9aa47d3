import './firstPaint.css';

/** A small count in a pill (PrimeReact's badge look, without its runtime). */
export function CountBadge({ value, severity, className }: { value: string | number; severity?: 'danger'; className?: string }) {
  const classes = ['p-badge', 'p-component', severity && `p-badge-${severity}`, className].filter(Boolean).join(' ');
  return <span className={classes}>{value}</span>;
}
