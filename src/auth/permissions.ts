/** A route or action needing any one of `required`; an empty requirement passes (spec 000 section 6). */
export function hasAny(granted: ReadonlySet<string> | readonly string[], required: readonly string[]): boolean {
  if (required.length === 0) return true;
  const set = granted instanceof Set ? granted : new Set(granted as readonly string[]);
  return required.some((p) => set.has(p));
}
