import { foldText } from './foldText';

export interface TextPart {
  text: string;
  hit: boolean;
}

/** The query's words as a search compares them (accents and case aside). */
export const queryWords = (query: string): string[] => [...new Set(foldText(query).split(/\s+/).filter(Boolean))];

/**
 * The text cut into parts that match a word of the query and parts that do not, accent and case blind, so a screen
 * draws the hits as elements around plain text and never builds HTML. Each character is folded on its own so that the
 * folded text's positions map back to the original's ("sesión" is found by "sesion" and shown with its accent).
 */
export function highlightParts(text: string, query: string): TextPart[] {
  const words = queryWords(query);
  if (!words.length || !text) return text ? [{ text, hit: false }] : [];
  const origin: number[] = [];
  let folded = '';
  [...text].reduce((at, char) => {
    for (const f of foldText(char)) {
      folded += f;
      origin.push(at);
    }
    return at + char.length;
  }, 0);
  const marked = new Array<boolean>(text.length).fill(false);
  for (const word of words) {
    for (let from = folded.indexOf(word); from !== -1; from = folded.indexOf(word, from + 1)) {
      const start = origin[from]!;
      const end = from + word.length < origin.length ? origin[from + word.length]! : text.length;
      marked.fill(true, start, end);
    }
  }
  const parts: TextPart[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = parts[parts.length - 1];
    if (last && last.hit === marked[i]) last.text += text[i];
    else parts.push({ text: text[i]!, hit: marked[i]! });
  }
  return parts;
}
