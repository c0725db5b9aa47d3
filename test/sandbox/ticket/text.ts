/** Case- and accent-insensitive text matching, as the backend's collation (CI_AI) does. */

const MARKS = /[\u0300-\u036f]/g;

export function fold(text: string): string {
  return text.normalize('NFD').replace(MARKS, '').toLowerCase();
}

/**
 * Whether `value` contains the already folded `needle` (null never matches). ASCII values, the usual
 * case for numbers, serials and origins, are compared in place without allocating; others are folded.
 */
export function containsFolded(value: string | null, needle: string): boolean {
  if (value === null) return false;
  const last = value.length - needle.length;
  outer: for (let i = 0; i <= last; i++) {
    for (let j = 0; j < needle.length; j++) {
      let c = value.charCodeAt(i + j);
      if (c > 127) return fold(value).includes(needle);
      if (c >= 65 && c <= 90) c += 32;
      if (c !== needle.charCodeAt(j)) continue outer;
    }
    return true;
  }
  for (let i = Math.max(0, last + 1); i < value.length; i++) if (value.charCodeAt(i) > 127) return fold(value).includes(needle);
  return false;
}

/** Whether a comma-separated list ('4411,9020') holds `item` exactly, without splitting it. */
export function listHas(list: string | null, item: string): boolean {
  if (list === null) return false;
  let from = 0;
  for (;;) {
    const at: number = list.indexOf(item, from);
    if (at < 0) return false;
    const end = at + item.length;
    const startsItem = at === 0 || list[at - 1] === ',' || list[at - 1] === ' ';
    const endsItem = end === list.length || list[end] === ',';
    if (startsItem && endsItem) return true;
    from = at + 1;
  }
}

/** Ids of the rows whose folded field contains the folded needle (small catalogue tables). */
export function idsMatching<T>(rows: Iterable<T>, id: (row: T) => number, field: (row: T) => string | null, needle: string): Set<number> {
  const folded = fold(needle);
  const ids = new Set<number>();
  for (const row of rows) {
    const value = field(row);
    if (value !== null && fold(value).includes(folded)) ids.add(id(row));
  }
  return ids;
}
