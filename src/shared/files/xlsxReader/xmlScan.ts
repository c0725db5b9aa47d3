// A few indexOf-based helpers for the SpreadsheetML parts the reader needs. No regular expressions run
// on text from the file (no backtracking to exploit) and no DOMParser (absent in workers).

const NAMED: ReadonlyMap<string, string> = new Map([['amp', '&'], ['lt', '<'], ['gt', '>'], ['quot', '"'], ['apos', "'"]]);

/** Decodes the five XML entities and numeric references; anything else is kept as written. */
export function decodeXml(text: string): string {
  let amp = text.indexOf('&');
  if (amp < 0) return text;
  let out = '';
  let from = 0;
  while (amp >= 0) {
    const semi = text.indexOf(';', amp);
    if (semi < 0 || semi - amp > 10) break;
    const name = text.slice(amp + 1, semi);
    let decoded = NAMED.get(name);
    if (decoded === undefined && name.startsWith('#')) {
      const code = name[1] === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      if (Number.isInteger(code) && code >= 0 && code <= 0x10ffff) decoded = String.fromCodePoint(code);
    }
    if (decoded !== undefined) {
      out += text.slice(from, amp) + decoded;
      from = semi + 1;
    }
    amp = text.indexOf('&', amp + 1);
  }
  return out + text.slice(from);
}

/** The value of attribute `name` in an opening tag's text (`<c r="A1" t="s">`), or null. */
export function attribute(tag: string, name: string): string | null {
  const key = ` ${name}="`;
  const at = tag.indexOf(key);
  if (at < 0) return null;
  const end = tag.indexOf('"', at + key.length);
  return end < 0 ? null : decodeXml(tag.slice(at + key.length, end));
}

/** An element found by scanXml: its opening tag and, unless self-closing, its inner XML. */
export interface XmlElement {
  tag: string;
  inner: string;
}

/**
 * Every `<name ...>...</name>` (or `<name .../>`) in `xml`, in order. Not a general parser: the
 * element must not nest inside itself, which holds for the parts read here (si, t, c, row, sheet...).
 */
export function* scanXml(xml: string, name: string): Generator<XmlElement> {
  const open = `<${name}`;
  const close = `</${name}>`;
  let at = xml.indexOf(open);
  while (at >= 0) {
    const next = xml.charAt(at + open.length);
    if (next !== ' ' && next !== '>' && next !== '/') {
      at = xml.indexOf(open, at + open.length);
      continue;
    }
    const tagEnd = xml.indexOf('>', at);
    if (tagEnd < 0) return;
    const tag = xml.slice(at, tagEnd + 1);
    if (xml.charAt(tagEnd - 1) === '/') {
      yield { tag, inner: '' };
      at = xml.indexOf(open, tagEnd + 1);
      continue;
    }
    const end = xml.indexOf(close, tagEnd + 1);
    if (end < 0) return;
    yield { tag, inner: xml.slice(tagEnd + 1, end) };
    at = xml.indexOf(open, end + close.length);
  }
}

/** The text of a string item (`<si>` or `<is>`): every `<t>` run joined, phonetic runs (`<rPh>`) left out. */
export function runText(inner: string): string {
  let text = '';
  const phonetic = inner.indexOf('<rPh');
  const body = phonetic < 0 ? inner : inner.slice(0, phonetic);
  for (const t of scanXml(body, 't')) text += decodeXml(t.inner);
  return text;
}
