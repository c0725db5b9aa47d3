/** Remembered filter values read back (localStorage or a link: anybody may have written them). */

/** A positive integer id, else null. */
export const storedId = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);

/** The ids of a list that are positive integers, repeats removed. */
export const storedIds = (value: unknown): number[] => (Array.isArray(value) ? [...new Set(value.map(storedId).filter((id): id is number => id !== null))] : []);

/** The members of a closed list of ids found in a remembered list. */
export const storedChoices = <V extends number>(value: unknown, choices: readonly V[]): V[] => storedIds(value).filter((id): id is V => choices.includes(id as V));
