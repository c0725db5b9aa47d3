/**
 * Whether MSAL may have a session or a sign-in to finish in this browser, read from storage without
 * loading MSAL: its list of cached accounts in local storage (`msal.<schema>.account.keys`, a JSON list
 * of keys, not encrypted) or any of its in-flight state in session storage (interaction status, the
 * identity provider's answer kept by the redirect bridge). When neither is there, nobody is signed in
 * and no redirect is pending, so the sign-in page can show before MSAL has loaded.
 */
const ACCOUNT_KEYS = /^msal\.(\d+\.)?account\.keys$/;

export function mayHoldSession(local: Storage, session: Storage): boolean {
  const keys = (storage: Storage) => Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '');
  const accountListed = keys(local).some((key) => ACCOUNT_KEYS.test(key) && hasItems(local.getItem(key)));
  return accountListed || keys(session).some((key) => key.startsWith('msal.'));
}

function hasItems(list: string | null): boolean {
  try {
    const parsed: unknown = JSON.parse(list ?? '[]');
    return !Array.isArray(parsed) || parsed.length > 0;
  } catch {
    // Unreadable: let MSAL decide.
    return true;
  }
}
