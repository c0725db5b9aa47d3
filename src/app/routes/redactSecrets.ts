/**
 * Error texts can quote a URL or a header: the hub's WebSocket URL carries `access_token=...` and a
 * failed request may echo `Bearer ...`. Logs keep neither.
 */
export function redactSecrets(text: string): string {
  return text.replace(/(Bearer\s+)[\w.~+/=-]+/gi, '$1[redacted]').replace(/((?:access_token|id_token|refresh_token|code)=)[^&#\s"']+/gi, '$1[redacted]');
}
