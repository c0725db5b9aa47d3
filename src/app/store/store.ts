import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '../../api/baseApi';
import { sessionSlice } from '../../auth/sessionSlice';
import { notificationsMiddleware, notificationsSlice } from '../../features/notifications';
import { connectionSlice } from '../../core/store/connectionSlice';
import { uiSlice } from '../../core/store/uiSlice';

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
