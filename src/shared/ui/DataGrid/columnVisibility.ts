import { useCallback, useState } from 'react';
import { ONE_YEAR_SECONDS, readCookie, writeCookie } from '../../storage/cookies';

function readHidden(cookieName: string, defaultHidden: readonly string[]): ReadonlySet<string> {
  const stored = readCookie(cookieName);
  if (stored === null) return new Set(defaultHidden);
  try {
    const parsed: unknown = JSON.parse(stored);
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : defaultHidden);
  } catch {
    return new Set(defaultHidden);
  }
}

/**
 * Which columns a grid shows, kept in a cookie for one year (spec 000 section 9). A screen with
 * several column sets (the programmed view) passes another key and gets that set's choice.
 */
export function useColumnVisibility(gridKey: string, allIds: readonly string[], defaultHidden: readonly string[] = [], linkHidden: readonly string[] | null = null) {
  const cookieName = `grid-columns-${gridKey}`;
  // A link's columns (a shared view) show without becoming this user's own choice.
  const [chosen, setChosen] = useState(() => ({ cookieName, hidden: linkHidden ? new Set(linkHidden) : readHidden(cookieName, defaultHidden) }));
  let { hidden } = chosen;
  // Another column set (the programmed view): read its choice once, adjusting state while rendering.
  if (chosen.cookieName !== cookieName) {
    hidden = readHidden(cookieName, defaultHidden);
    setChosen({ cookieName, hidden });
  }
  const setVisible = useCallback(
    (visibleIds: readonly string[]) => {
      const next = new Set(allIds.filter((id) => !visibleIds.includes(id)));
      writeCookie(cookieName, JSON.stringify([...next]), ONE_YEAR_SECONDS);
      setChosen({ cookieName, hidden: next });
    },
    [allIds, cookieName],
  );
  /** Shows these columns hidden for now (a link or view opened), leaving the cookie as it is. */
  const showHidden = useCallback((ids: readonly string[]) => setChosen({ cookieName, hidden: new Set(ids) }), [cookieName]);
  // The grid's rows are memoised on the visible columns: a new array each render drew all of them again on every click.
  const visibleIds = useStableIds(allIds.filter((id) => !hidden.has(id)));
  /** The columns a user sees before choosing any: the chooser's way back. */
  const defaultIds = useStableIds(allIds.filter((id) => !defaultHidden.includes(id)));
  return { visibleIds, setVisible, showHidden, defaultIds };
}

/** One array while the ids stay the same, whatever array the caller passes, for memoised consumers. */
function useStableIds(ids: readonly string[]): readonly string[] {
  const [kept, setKept] = useState(ids);
  const changed = ids.length !== kept.length || ids.some((id, i) => id !== kept[i]);
  if (changed) setKept(ids);
  return changed ? ids : kept;
}
