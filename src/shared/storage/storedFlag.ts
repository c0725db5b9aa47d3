/**
 * An on/off choice kept in localStorage for this browser. Blocked or full storage reads as the
 * fallback and forgets the choice, rather than failing the screen.
 */
export function readStoredFlag(key: string, fallback: boolean): boolean {
  try {
    const value = window.localStorage.getItem(key);
    return value === null ? fallback : value === 'true';
  } catch {
    return fallback;
  }
}

export function writeStoredFlag(key: string, value: boolean): void {
  try {
    window.localStorage.setItem(key, String(value));
  } catch {
    // Storage blocked: the choice is not kept, and reads give the fallback.
  }
}
