import { highlightParts } from '../format/highlightParts';

/** Text with the query's words marked: split into text nodes and <mark> elements, never HTML built from the text. */
export function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((part, i) => (part.hit ? <mark key={i}>{part.text}</mark> : part.text))}
    </>
  );
}
