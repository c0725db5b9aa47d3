import { createAsyncThunk } from '@reduxjs/toolkit';
import { isApiError, type ApiError } from '../../core/errors/apiError';
import { messageApi, type NotificationUnreadPage } from '../../api/tags/message';
import { selectSessionUser, type sessionSlice } from '../../auth/sessionSlice';
import { LIMITS } from '../../shared/validation/limits';
import type { NotificationsState } from './notificationsSlice';

/** The part of the app's state these thunks read (declared here: the domain layer does not import the app's store). */
export interface NotificationsRootState {
  notifications: NotificationsState;
  session: ReturnType<typeof sessionSlice.getInitialState>;
}

const createThunk = createAsyncThunk.withTypes<{ state: NotificationsRootState; rejectValue: ApiError }>();

const NO_ACCOUNT: ApiError = { status: 'NO_ACCOUNT', message: null, messageKey: 'errors.noActiveAccount' };
const asApiError = (error: unknown): ApiError => (isApiError(error) ? error : { status: 'CUSTOM_ERROR', message: null, messageKey: 'errors.unexpected' });

/**
 * One page of the signed-in user's unread notifications (spec 000 section 7: pageNumber from 1, page
 * size 200, descending false, receiverUserId, optional text). It replaces the list, or with `more`
 * (show-more) adds to it.
 */
export const loadUnreadNotifications = createThunk<NotificationUnreadPage, { text: string; pageNumber: number; more?: boolean }>(
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

/**
 * Show-more: the page holding the first unread notification not yet listed. Reading listed ones moves
 * the rest up the server's list, so that page may repeat some listed ones (the list skips them) rather
 * than skip unlisted ones; the page after it then follows, so one click still brings a page's worth.
 */
export const loadMoreNotifications = createThunk<void, void>('notifications/loadMore', async (_arg, { dispatch, getState }) => {
  const { pageSize } = LIMITS.notifications;
  const { text, cursor } = getState().notifications;
  const pageNumber = Math.floor(cursor / pageSize) + 1;
  await dispatch(loadUnreadNotifications({ text, pageNumber, more: true }));
  const after = getState().notifications;
  if (cursor % pageSize !== 0 && after.hasNext && after.cursor === pageNumber * pageSize) {
    await dispatch(loadUnreadNotifications({ text, pageNumber: pageNumber + 1, more: true }));
  }
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
