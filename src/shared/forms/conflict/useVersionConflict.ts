import { useState } from 'react';
import type { FormikValues } from 'formik';
import { versionConflict, type CurrentRecord } from '../../../core/errors/versionConflict';

/** A save refused as stale: what was sent, and the record as the service holds it now, also read as the form's values. */
export interface VersionConflict<Values> {
  mine: Values;
  theirs: Values;
  current: CurrentRecord;
}

/**
 * Holds a save's version conflict for the form to resolve with the user. `valuesOf` reads the record the refusal
 * carries as the form's values (the same reading the form started from); without it a conflict is not taken and
 * shows as any refusal does.
 */
export function useVersionConflict<Values extends FormikValues>(valuesOf: ((record: never) => Values) | undefined) {
  const [conflict, setConflict] = useState<VersionConflict<Values> | null>(null);
  /** Takes a refusal that is a version conflict; false for any other. */
  const take = (error: unknown, mine: Values) => {
    const current = versionConflict(error);
    if (!current || !valuesOf) return false;
    setConflict({ mine, theirs: valuesOf(current as never), current });
    return true;
  };
  return { conflict, take, close: () => setConflict(null) };
}
