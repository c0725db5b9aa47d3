import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from './claims';

export type SessionStatus = 'starting' | 'signedOut' | 'signedIn' | 'signingOut';

interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
}

const initialState: SessionState = { status: 'starting', user: null };

/** Who is signed in, from the identity token; permissions come from the access list query. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn: (state, action: PayloadAction<SessionUser>) => {
      state.status = 'signedIn';
      state.user = action.payload;
    },
    signedOut: (state) => {
      state.status = 'signedOut';
      state.user = null;
    },
    signingOut: (state) => {
      state.status = 'signingOut';
    },
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
    selectSessionUser: (state) => state.user,
  },
});

export const { signedIn, signedOut, signingOut } = sessionSlice.actions;
export const { selectSessionStatus, selectSessionUser } = sessionSlice.selectors;
