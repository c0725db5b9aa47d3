import { createAsyncThunk } from '@reduxjs/toolkit';
import { isApiError, type ApiError } from '../../api/apiError';
import { messageApi, type NotificationUnreadPage } from '../../api/tags/message';
import { selectSessionUser, type sessionSlice } from '../../auth/sessionSlice';
import { LIMITS } from '../../shared/validation/limits';
import type { NotificationsState } from './notificationsSlice';

/** The part of the app's state these thunks read (kept local so the store can import this feature). */
export interface NotificationsRootState {
  notifications: NotificationsState;
  session: ReturnType<typeof sessionSlice.getInitialState>;
}

const createThunk = createAsyncThunk.withTypes<{ state: NotificationsRootState; rejectValue: ApiError }>();

const NO_ACCOUNT: ApiError = { status: 'NO_ACCOUNT', message: null, messageKey: 'errors.noActiveAccount' };
const asApiError = (error: unknown): ApiError => (isApiError(error) ? error : { status: 'CUSTOM_ERROR', message: null, messageKey: 'errors.unexpected' });

/**
 * One page of the signed-in user's unread notifications (spec 000 section 7: pageNumber from 1, page
 * size 200, descending false, receiverUserId, optional text). Page 1 replaces the list; later pages add.
 */
export const loadUnreadNotifications = createThunk<NotificationUnreadPage, { text: string; pageNumber: number }>(
  'notifications/loadUnread',
  async ({ text, pageNumber }, { dispatch, getState, rejectWithValue }) => {
    const user = selectSessionUser(getState());
    if (!user) return rejectWithValue(NO_ACCOUNT);
    const query = { pageNumber, pageSize: LIMITS.notifications.pageSize, descending: false, receiverUserId: user.userId, text: text.trim() || null };
    const request = dispatch(messageApi.endpoints.getUnreadNotifications.initiate({ notificationQuery: query }, { subscribe: false, forceRefetch: true }));
    try {
      return (await request.unwrap()).data;
    } catch (error) {
      return rejectWithValue(asApiError(error));
    }
  },
);

/** The next page of the current list (show-more). */
export const loadMoreNotifications = createThunk<void, void>('notifications/loadMore', async (_arg, { dispatch, getState }) => {
  const { text, pagesLoaded } = getState().notifications;
  await dispatch(loadUnreadNotifications({ text, pageNumber: pagesLoaded + 1 }));
});

/**
 * Marks listed notifications read (one, or all listed), with the older ones each replaced, and takes
 * them off the list; the count drops by the listed ones.
 */
export const markNotificationsRead = createThunk<void, number[]>('notifications/markRead', async (ids, { dispatch, getState, rejectWithValue }) => {
  const { session, notifications } = getState();
  if (!session.user) return rejectWithValue(NO_ACCOUNT);
  const notificationIds = [...new Set(ids.flatMap((id) => [id, ...(notifications.superseded[id] ?? [])]))];
  const request = dispatch(messageApi.endpoints.markNotificationsRead.initiate({ markNotificationsReadRequest: { receiverUserId: session.user.userId, notificationIds } }));
  try {
    await request.unwrap();
  } catch (error) {
    return rejectWithValue(asApiError(error));
  }
});

/** Mark-all-read: every listed notification; when more remain on the server the list loads again. */
export const markAllNotificationsRead = createThunk<void, void>('notifications/markAllRead', async (_arg, { dispatch, getState, rejectWithValue }) => {
  const { ids, hasNext, text } = getState().notifications;
  if (ids.length === 0) return;
  const result = await dispatch(markNotificationsRead([...ids]));
  if (markNotificationsRead.rejected.match(result)) return rejectWithValue(result.payload ?? asApiError(result.error));
  if (hasNext) await dispatch(loadUnreadNotifications({ text, pageNumber: 1 }));
});
