import { createSlice } from '@reduxjs/toolkit';

/** Client-only interface state. */
export const uiSlice = createSlice({
  name: 'ui',
  initialState: { roleChangedNotice: false },
  reducers: {
    /** The user's role changed on the server (User.RoleChanged): offer to sign in again. */
    roleChanged: (state) => {
      state.roleChangedNotice = true;
    },
    roleChangedDismissed: (state) => {
      state.roleChangedNotice = false;
    },
  },
  selectors: {
    selectRoleChangedNotice: (state) => state.roleChangedNotice,
  },
});

export const { roleChanged, roleChangedDismissed } = uiSlice.actions;
export const { selectRoleChangedNotice } = uiSlice.selectors;
