/** A status as the caller describes it: its key on the points, its name in the user's language, its colour. */
export interface MapStatus {
  key: string;
  label: string;
  /** A CSS colour. */
  color: string;
}

export interface StatusStyle extends MapStatus {
  /** The last entry, for points whose status the caller did not describe. */
  unknown?: boolean;
}

const UNKNOWN_COLOR = '#6b7280';

/** The caller's statuses plus one for any other key, and each point's status as an index into them. */
export function statusStyles(statuses: readonly MapStatus[], unknownLabel: string): { styles: StatusStyle[]; indexOf: (key: string) => number } {
  const styles: StatusStyle[] = [...statuses, { key: '\u0000unknown', label: unknownLabel, color: UNKNOWN_COLOR, unknown: true }];
  const positions = new Map(statuses.map((status, i) => [status.key, i]));
  return { styles, indexOf: (key) => positions.get(key) ?? statuses.length };
}
