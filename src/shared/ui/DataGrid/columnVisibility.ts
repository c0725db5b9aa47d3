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
export function useColumnVisibility(gridKey: string, allIds: readonly string[], defaultHidden: readonly string[] = []) {
  const cookieName = `grid-columns-${gridKey}`;
  const [chosen, setChosen] = useState(() => ({ cookieName, hidden: readHidden(cookieName, defaultHidden) }));
  const hidden = chosen.cookieName === cookieName ? chosen.hidden : readHidden(cookieName, defaultHidden);
  const setVisible = useCallback(
    (visibleIds: readonly string[]) => {
      const next = new Set(allIds.filter((id) => !visibleIds.includes(id)));
      writeCookie(cookieName, JSON.stringify([...next]), ONE_YEAR_SECONDS);
      setChosen({ cookieName, hidden: next });
    },
    [allIds, cookieName],
  );
  return { visibleIds: allIds.filter((id) => !hidden.has(id)), setVisible };
}
