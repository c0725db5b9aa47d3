import { createSlice } from '@reduxjs/toolkit';

/** Whether the browser is online; the base query refuses to send while it is not. */
export const connectionSlice = createSlice({
  name: 'connection',
  initialState: { online: typeof navigator === 'undefined' ? true : navigator.onLine },
  reducers: {
    connectionLost: (state) => {
      state.online = false;
    },
    connectionRestored: (state) => {
      state.online = true;
    },
  },
  selectors: {
    selectOnline: (state) => state.online,
  },
});

export const { connectionLost, connectionRestored } = connectionSlice.actions;
export const { selectOnline } = connectionSlice.selectors;
