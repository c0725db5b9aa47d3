/** A value compared as a set where it is a list (chosen ids in another order are the same choice). */
const comparable = (value: unknown) => JSON.stringify(Array.isArray(value) ? [...value].sort() : (value ?? null));

/** Whether two values of a field are the same choice. */
export const sameValue = (a: unknown, b: unknown) => comparable(a) === comparable(b);

/** A field both people changed, each to something else: the only differences a person has to decide. */
export interface Clash {
  name: string;
  mine: unknown;
  theirs: unknown;
}

export interface Merge<Values> {
  /** What saving over their version sends: their value wherever the user left the field as opened, the user's otherwise. */
  merged: Values;
  /** The fields both changed to different values (kept as the user typed them in `merged`). */
  clashes: Clash[];
  /** The fields only they changed, whose values `merged` takes. */
  takenFromTheirs: string[];
}

/**
 * Merges the user's edit with the version someone else saved meanwhile, both read from the same opened values:
 * a field the user did not touch takes their value, a field they did not touch keeps the user's, and a field both
 * changed differently is a clash. Keeping the user's values whole would revert the other person's changes to
 * fields the user never edited.
 */
export function threeWayMerge<Values extends Record<string, unknown>>(opened: Values, mine: Values, theirs: Values): Merge<Values> {
  const merged: Record<string, unknown> = { ...theirs };
  const clashes: Clash[] = [];
  const takenFromTheirs: string[] = [];
  for (const name of new Set([...Object.keys(mine), ...Object.keys(theirs)])) {
    const userChanged = !sameValue(mine[name], opened[name]);
    const theyChanged = !sameValue(theirs[name], opened[name]);
    if (userChanged) merged[name] = mine[name];
    if (theyChanged && !userChanged) takenFromTheirs.push(name);
    if (userChanged && theyChanged && !sameValue(mine[name], theirs[name])) clashes.push({ name, mine: mine[name], theirs: theirs[name] });
  }
  return { merged: merged as Values, clashes, takenFromTheirs };
}

/**
 * The same merge for a list of chosen ids: what the user added since reading it is added to theirs, what the user
 * removed is removed from theirs, and everything else stays as they left it (the order of theirs, then the user's).
 */
export function mergeIdLists(opened: readonly number[], mine: readonly number[], theirs: readonly number[]): number[] {
  const read = new Set(opened);
  const kept = new Set(mine);
  const removed = new Set(opened.filter((id) => !kept.has(id)));
  const merged = theirs.filter((id) => !removed.has(id));
  return [...new Set([...merged, ...mine.filter((id) => !read.has(id))])];
}
