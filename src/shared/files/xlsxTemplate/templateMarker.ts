/**
 * A template's hidden marker: a hidden defined name holding the template version and a checksum of
 * the header row. A file whose headers were edited no longer matches its own checksum, so "a modified
 * template is refused" without trusting anything else in the file.
 */

/** FNV-1a, 32 bits, as 8 hex digits: enough to notice an edit (not a security boundary; the server re-checks every row). */
export function checksum(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export function markerFor(headers: readonly string[], version: string): string {
  return `${version}:${checksum(headers.join('\u001f'))}`;
}

/** The marker as written in a defined name: a quoted string constant (quotes removed on reading). */
export function unquote(value: string): string {
  const trimmed = value.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"') ? trimmed.slice(1, -1) : trimmed;
}
