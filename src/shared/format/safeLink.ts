/** Only http(s) links from the server become hrefs; anything else (javascript:, data:) is dropped. */
export function safeExternalLink(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
