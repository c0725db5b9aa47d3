import { useCallback, useState } from 'react';
import { ONE_YEAR_SECONDS, readCookie, writeCookie } from '../../storage/cookies';

/** Which columns a grid shows, kept in a cookie for one year (spec 000 section 9). */
export function useColumnVisibility(gridKey: string, allIds: readonly string[], defaultHidden: readonly string[] = []) {
  const cookieName = `grid-columns-${gridKey}`;
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => {
    const stored = readCookie(cookieName);
    if (stored === null) return new Set(defaultHidden);
    try {
      const parsed: unknown = JSON.parse(stored);
      return new Set(Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : defaultHidden);
    } catch {
      return new Set(defaultHidden);
    }
  });
  const setVisible = useCallback(
    (visibleIds: readonly string[]) => {
      const next = new Set(allIds.filter((id) => !visibleIds.includes(id)));
      writeCookie(cookieName, JSON.stringify([...next]), ONE_YEAR_SECONDS);
      setHidden(next);
    },
    [allIds, cookieName],
  );
  return { visibleIds: allIds.filter((id) => !hidden.has(id)), setVisible };
}
