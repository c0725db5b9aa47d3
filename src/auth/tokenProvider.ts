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
}

let provider: TokenProvider | null = null;

export function setTokenProvider(next: TokenProvider | null): void {
  provider = next;
}

export function acquireToken(scope: string): Promise<string> {
  if (!provider) return Promise.reject(new NoActiveAccountError());
  return provider.acquireToken(scope);
}
