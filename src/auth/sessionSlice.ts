import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from './claims';
import type { RevocationReason } from './sessionRevocation';

/** `unavailable`: MSAL's code failed to load (src/auth/deferredAuthSession.ts); the page offers a retry. */
export type SessionStatus = 'starting' | 'signedOut' | 'signedIn' | 'signingOut' | 'unavailable';

interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** Set when a service refused the session because an administrator changed the user's access. */
  revoked: RevocationReason | null;
}

const initialState: SessionState = { status: 'starting', user: null, revoked: null };

/** Who is signed in, from the identity token; permissions come from the access list query. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn: (state, action: PayloadAction<SessionUser>) => {
      state.status = 'signedIn';
      state.user = action.payload;
      state.revoked = null;
    },
    signedOut: (state) => {
      state.status = 'signedOut';
      state.user = null;
    },
    signingOut: (state) => {
      state.status = 'signingOut';
    },
    authUnavailable: (state) => {
      state.status = 'unavailable';
    },
    sessionRevoked: (state, action: PayloadAction<RevocationReason>) => {
      state.revoked = action.payload;
    },
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
    selectSessionUser: (state) => state.user,
    selectSessionRevoked: (state) => state.revoked,
  },
});

export const { signedIn, signedOut, signingOut, authUnavailable, sessionRevoked } = sessionSlice.actions;
export const { selectSessionStatus, selectSessionUser, selectSessionRevoked } = sessionSlice.selectors;
