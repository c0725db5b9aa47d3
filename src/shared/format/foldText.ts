/** Lower case without accents, so "sesion" finds "sesión" and "ALTA" finds "alta". */
export const foldText = (text: string): string => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase();

/** Whether the texts together hold every word of the query (accents and case aside); an empty query matches. */
export function holdsEveryWord(query: string, ...texts: readonly (string | null | undefined)[]): boolean {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  const haystack = foldText(texts.filter(Boolean).join(' '));
  return words.every((word) => haystack.includes(word));
}
