import { useEffectEvent, useLayoutEffect } from 'react';
import { useFormikContext } from 'formik';
import { mergeIdLists } from './threeWayMerge';

/** Form values that replace a list: the chosen ids, and the ids read as assigned, which the replacement sends back. */
export interface ListValues {
  readIds: number[];
}

interface RebaseOnListConflictProps {
  /** The values' field holding the chosen ids. */
  name: string;
  /** The ids assigned now, from the refusal (core/errors/listConflict). */
  theirs: number[];
  onRebased: () => void;
}

/**
 * Rendered inside a form whose list replacement was refused as stale: rests the form on the list as it is now,
 * keeping what the user added and removed since reading it, so saving again sends both people's changes.
 */
export function RebaseOnListConflict({ name, theirs, onRebased }: RebaseOnListConflictProps) {
  const form = useFormikContext<ListValues & Record<string, unknown>>();
  // An effect event reads the form at the refusal: the merge runs once per refusal (`theirs`), never again as the form changes.
  const rebase = useEffectEvent((now: number[]) => {
    const { values } = form;
    const merged = mergeIdLists(values.readIds, values[name] as number[], now);
    form.resetForm({ values: { ...values, readIds: now, [name]: now } });
    void form.setFieldValue(name, merged, false);
    onRebased();
  });
  useLayoutEffect(() => rebase(theirs), [theirs]);
  return null;
}
