/**
 * Form values read from a versioned record carry its rowVersion, which its update sends back so that a stale save
 * is refused rather than overwriting someone else's (openapi/CONVENTIONS.md, "Row versions"); a create has none.
 */
export interface Versioned {
  rowVersion?: number;
}

/** The version an update sends back: the one its values were read at, which an edit's values always carry. */
export function sentVersion(values: Versioned): number {
  if (values.rowVersion === undefined) throw new Error('An update of a versioned record needs the rowVersion its values were read at');
  return values.rowVersion;
}
