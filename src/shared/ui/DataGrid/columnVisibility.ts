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
  // One array while the visible ids stay the same (whatever array the caller passes): the grid's rows are
  // memoised on the visible columns, and a new array each render drew all of them again on every click.
  const current = allIds.filter((id) => !hidden.has(id));
  const [visibleIds, setVisibleIds] = useState(current);
  const changed = current.length !== visibleIds.length || current.some((id, i) => id !== visibleIds[i]);
  if (changed) setVisibleIds(current);
  return { visibleIds: changed ? current : visibleIds, setVisible, showHidden };
}
