import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '../../api/baseApi';
import { sessionSlice } from '../../auth/sessionSlice';
import { notificationsMiddleware } from '../../features/notifications/hub/notificationsMiddleware';
import { notificationsSlice } from '../../features/notifications/notificationsSlice';
import { connectionSlice } from './connectionSlice';
import { uiSlice } from './uiSlice';

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  [connectionSlice.reducerPath]: connectionSlice.reducer,
  [notificationsSlice.reducerPath]: notificationsSlice.reducer,
  [sessionSlice.reducerPath]: sessionSlice.reducer,
  [uiSlice.reducerPath]: uiSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function createAppStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware, notificationsMiddleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
