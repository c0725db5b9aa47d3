import { redactSecrets } from './redactSecrets';

/** The one place a screen's failure is logged: name, message and stack, with tokens taken out. */
export function logRenderError(error: unknown): void {
  const text = error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : String(error);
  console.error(redactSecrets(text));
}
