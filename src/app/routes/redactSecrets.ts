/**
 * Error texts can quote a URL, a header or a request body: the hub's WebSocket URL carries
 * `access_token=...` (SECURITY.md, SignalR), a failed request may echo `Bearer ...` or a whole
 * Authorization header, a serialized error may hold token fields, and a message may name the user by
 * e-mail. Logs keep none of them. Stack frames (`fn@https://host/...`) are no e-mail: the part after
 * `@` needs a dot-separated domain, and a URL's scheme is followed by `:`.
 */
const RULES: ReadonlyArray<[RegExp, string]> = [
  // An Authorization header of any scheme, as text (`Authorization: Basic ...`) or in JSON (`"Authorization":"..."`).
  [/(authorization"?\s*[:=]\s*"?)(?:(?:Bearer|Basic|Digest|Negotiate|NTLM)\s+)?[^\s"',;}]+/gi, '$1[redacted]'],
  [/(Bearer\s+)[\w.~+/=-]+/gi, '$1[redacted]'],
  // Token fields of a query string or a form.
  [/((?:access_token|id_token|refresh_token|code)=)[^&#\s"']+/gi, '$1[redacted]'],
  // Token and password fields of a JSON body.
  [/("(?:access_?token|id_?token|refresh_?token|client_?secret|password|token)"\s*:\s*")[^"]*/gi, '$1[redacted]'],
  // A JSON web token wherever it stands (header and payload start with `eyJ`, base64url of `{"`).
  [/\beyJ[\w-]*\.eyJ[\w-]*\.[\w-]*/g, '[redacted-jwt]'],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[redacted-email]'],
];

export function redactSecrets(text: string): string {
  return RULES.reduce((redacted, [pattern, replacement]) => redacted.replace(pattern, replacement), text);
}
