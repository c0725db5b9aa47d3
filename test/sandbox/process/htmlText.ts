/**
 * The text a reader sees in stored HTML, for the search and the excerpts (the sandbox runs in Node, without a DOM).
 * This is no sanitiser: its output is plain text that the app shows as text; the app sanitises HTML with DOMPurify.
 * It drops the tags and the content of script and style elements, and decodes the few entities the editor writes.
 */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
const BLOCKS = new Set(['p', 'li', 'br', 'h1', 'h2', 'h3', 'div', 'blockquote', 'pre']);

export function htmlText(html: string): string {
  let out = '';
  let skipUntil: string | null = null;
  let i = 0;
  while (i < html.length) {
    const char = html[i]!;
    if (char === '<') {
      const end = html.indexOf('>', i);
      if (end === -1) break;
      const tag = html.slice(i + 1, end).trim().toLowerCase();
      const closing = tag.startsWith('/');
      const name = (closing ? tag.slice(1) : tag).split(/[\s/]/)[0] ?? '';
      if (skipUntil) {
        if (closing && name === skipUntil) skipUntil = null;
      } else if (!closing && (name === 'script' || name === 'style')) skipUntil = name;
      else if (BLOCKS.has(name)) out += ' ';
      i = end + 1;
    } else if (skipUntil) i++;
    else if (char === '&') {
      const end = html.indexOf(';', i);
      const entity = end === -1 ? undefined : ENTITIES[html.slice(i + 1, end)];
      out += entity ?? '&';
      i = entity === undefined ? i + 1 : end + 1;
    } else {
      out += char;
      i++;
    }
  }
  return out.split(/\s+/).filter(Boolean).join(' ');
}
