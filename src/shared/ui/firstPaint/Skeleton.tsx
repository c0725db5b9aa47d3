import './firstPaint.css';

/** A grey placeholder with a passing shimmer where content is loading; hidden from screen readers, which hear the surrounding status. */
export function Skeleton({ height }: { height: string }) {
  return <div className="p-skeleton p-component" style={{ height }} aria-hidden="true" />;
}
