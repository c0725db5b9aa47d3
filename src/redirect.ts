import { broadcastResponseToMainFrame } from '@azure/msal-browser/redirect-bridge';

/**
 * MSAL 5's redirect bridge (public/redirect.html): receives the identity provider's answer and hands
 * it to the app (popup and silent flows) or returns to the app (redirect flow). Served same-origin,
 * without Cross-Origin-Opener-Policy and with Cache-Control: no-store.
 */
broadcastResponseToMainFrame().catch((error: unknown) => {
  document.body.textContent = error instanceof Error ? error.message : String(error);
});
