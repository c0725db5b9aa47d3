/**
 * The seam between the API layer and sign-in: the base query asks for a token per service scope and
 * never knows whether MSAL, a test or another provider answers.
 */
export class NoActiveAccountError extends Error {
  constructor() {
    super('No active account');
    this.name = 'NoActiveAccountError';
  }
}

export interface TokenProvider {
  /** Resolves an access token for one scope; rejects with NoActiveAccountError when nobody is signed in. */
  acquireToken(scope: string): Promise<string>;
  /** A new token for a scope whose token a service refused (401), never the cached one. Without it: acquireToken. */
  renewToken?(scope: string): Promise<string>;
  /** The interactive sign-in, which brings the user back to the current address; one prompt however many ask. */
  signInAgain?(scope: string): Promise<void>;
}

let provider: TokenProvider | null = null;
/** The last renewal per scope and the token it replaced: every request refused with that token shares it. */
let renewals = new Map<string, { refused: string; renewed: Promise<string> }>();

export function setTokenProvider(next: TokenProvider | null): void {
  provider = next;
  renewals = new Map();
}

export function acquireToken(scope: string): Promise<string> {
  if (!provider) return Promise.reject(new NoActiveAccountError());
  return provider.acquireToken(scope);
}

/**
 * After a 401 sent with `refused`: one silent renewal that skips the cache, shared by every request
 * refused with the same token, parallel or a moment later (a second renewal would only be wasted).
 */
export function renewToken(scope: string, refused: string): Promise<string> {
  if (!provider) return Promise.reject(new NoActiveAccountError());
  const last = renewals.get(scope);
  if (last?.refused === refused) return last.renewed;
  const renewed = provider.renewToken ? provider.renewToken(scope) : provider.acquireToken(scope);
  renewals.set(scope, { refused, renewed });
  return renewed;
}

/** The renewed token was refused too: the user signs in again and comes back to where they were. */
export function signInAgain(scope: string): Promise<void> {
  return provider?.signInAgain?.(scope) ?? Promise.resolve();
}
