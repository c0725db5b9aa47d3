/**
 * MSAL's chunk (about 70 KB of gzip), fetched once however many times this is called: by src/index.tsx at once
 * when the browser may hold a session, by the sign-in page once it has painted, and by the first sign-in action.
 */
export const loadMsalSession = () => import(/* webpackChunkName: "msal" */ './msalSession');
