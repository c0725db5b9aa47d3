import { createEntityAdapter, createSlice, isAnyOf, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '../../core/errors/apiError';
import type { Notification } from '../../api/tags/message';
import { signedIn, signedOut, signingOut } from '../../auth/sessionSlice';
import { LIMITS } from '../../shared/validation/limits';
import { compareNewestFirst, matchesSearch } from './notificationOrder';
import { loadUnreadNotifications, markNotificationsRead } from './notificationsThunks';

/*
 * The user's unread notifications as the bell, its panel and the notifications page list them (one
 * per ticket). Kept in the domain layer, below the notifications feature, so the fixture scenarios
 * (scripts/fixtures/scenarios/notificationScreens.ts) fold a page with the same reducer as the panel.
 */

/** The live connection as the bell shows it. */
export type HubState = 'connecting' | 'connected' | 'reconnecting' | 'disconnected';

export interface NotificationsState extends EntityState<Notification, number> {
  /** Unread notifications of the user: the server's total, less those superseded, plus live ones, less those read. */
  unreadCount: number;
  /** Older unread notifications a listed one replaced (same ticket), by the listed one's id: read together with it. */
  superseded: Record<number, number[]>;
  /** Search text of the listed pages ('' for none). */
  text: string;
  /** Notifications the server sent over the loaded pages, each counted once. */
  loadedCount: number;
  /**
   * Where the next page starts in the server's unread list: what the loaded pages covered, less the
   * ones read since (reading takes them out of that list and moves the rest up).
   */
  cursor: number;
  /** Ids the loaded pages sent and not read since: a page asked again for the moved-up ones repeats them. */
  delivered: Record<number, true>;
  hasNext: boolean;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  loadingMore: boolean;
  error: ApiError | null;
  /** The load whose answer counts; an older one answering late is ignored. */
  requestId: string | null;
  hub: HubState;
}

const adapter = createEntityAdapter<Notification, number>({ selectId: (n) => n.notificationId, sortComparer: compareNewestFirst });

const initialState: NotificationsState = adapter.getInitialState({
  unreadCount: 0, superseded: {}, text: '', loadedCount: 0, cursor: 0, delivered: {}, hasNext: false, status: 'idle', loadingMore: false, error: null,
  requestId: null, hub: 'disconnected',
});

/** Listed, or hidden behind a listed one. */
function isKnown(state: NotificationsState, id: number): boolean {
  return state.entities[id] !== undefined || Object.values(state.superseded).some((older) => older.includes(id));
}

/**
 * Lists one notification per ticket (spec 000 section 4: a notification for an already-listed ticket
 * replaces the old one). The older one is remembered as superseded, so reading the newer reads both.
 * Returns whether the list gained a notification (false when it replaced or was replaced).
 */
function ingest(state: NotificationsState, incoming: Notification): boolean {
  if (state.entities[incoming.notificationId]) {
    adapter.upsertOne(state, incoming);
    return false;
  }
  const listed = incoming.ticketId === null ? undefined : Object.values(state.entities).find((n) => n.ticketId === incoming.ticketId);
  if (!listed) {
    adapter.addOne(state, incoming);
    return true;
  }
  const [newer, older] = compareNewestFirst(incoming, listed) < 0 ? [incoming, listed] : [listed, incoming];
  state.superseded[newer.notificationId] = [...(state.superseded[newer.notificationId] ?? []), older.notificationId, ...(state.superseded[older.notificationId] ?? [])];
  delete state.superseded[older.notificationId];
  if (newer === incoming) {
    adapter.removeOne(state, listed.notificationId);
    adapter.addOne(state, incoming);
  }
  return false;
}

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    /** A notification pushed by the hub. */
    notificationReceived: (state, action: PayloadAction<Notification>) => {
      const notification = action.payload;
      if (notification.viewed || state.entities[notification.notificationId]) return;
      if (!matchesSearch(notification, state.text)) {
        state.unreadCount += 1;
        return;
      }
      if (ingest(state, notification)) state.unreadCount += 1;
    },
    hubStateChanged: (state, action: PayloadAction<HubState>) => {
      state.hub = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadUnreadNotifications.pending, (state, action) => {
        state.requestId = action.meta.requestId;
        state.error = null;
        if (!action.meta.arg.more) state.status = 'loading';
        else state.loadingMore = true;
      })
      .addCase(loadUnreadNotifications.fulfilled, (state, action) => {
        if (state.requestId !== action.meta.requestId) return;
        const { text, pageNumber, more } = action.meta.arg;
        const page = action.payload;
        if (!more) {
          adapter.removeAll(state);
          Object.assign(state, { superseded: {}, loadedCount: 0, delivered: {} });
        }
        // A page asked again after reads repeats listed ones; a live one may already be listed or hidden.
        const fresh = page.items.filter((n) => !state.delivered[n.notificationId]);
        for (const n of fresh) state.delivered[n.notificationId] = true;
        const hidden = fresh.filter((n) => !isKnown(state, n.notificationId) && !ingest(state, n)).length;
        if (!text.trim()) state.unreadCount = more ? Math.max(0, state.unreadCount - hidden) : page.totalCount - hidden;
        const cursor = (pageNumber - 1) * LIMITS.notifications.pageSize + page.items.length;
        Object.assign(state, { text, cursor, loadedCount: state.loadedCount + fresh.length, hasNext: page.hasNext });
        Object.assign(state, { status: 'loaded', loadingMore: false, requestId: null });
      })
      .addCase(loadUnreadNotifications.rejected, (state, action) => {
        if (state.requestId !== action.meta.requestId) return;
        Object.assign(state, { status: action.meta.arg.more ? state.status : 'failed', loadingMore: false, requestId: null });
        state.error = action.payload ?? { status: 'CUSTOM_ERROR', message: null, messageKey: 'errors.unexpected' };
      })
      .addCase(markNotificationsRead.fulfilled, (state, action) => {
        const ids = action.meta.arg.filter((id) => state.entities[id]);
        for (const id of ids) delete state.superseded[id];
        for (const id of action.meta.arg) {
          if (!state.delivered[id]) continue;
          delete state.delivered[id];
          state.cursor -= 1;
        }
        adapter.removeMany(state, ids);
        state.unreadCount = Math.max(0, state.unreadCount - action.meta.arg.length);
      })
      // A new session starts from nothing; signing out forgets the user's notifications.
      .addMatcher(isAnyOf(signedIn, signingOut, signedOut), () => initialState);
  },
  selectors: {
    selectUnreadCount: (state) => state.unreadCount,
    selectHubState: (state) => state.hub,
    selectListStatus: (state) => state.status,
    selectListError: (state) => state.error,
    selectListText: (state) => state.text,
    selectLoadingMore: (state) => state.loadingMore,
    /** Show-more appears once the loaded total reaches a page (200) and the server says more remain. */
    selectCanShowMore: (state) => state.hasNext && state.loadedCount >= LIMITS.notifications.pageSize,
  },
});

export const { notificationReceived, hubStateChanged } = notificationsSlice.actions;
export const { selectUnreadCount, selectHubState, selectListStatus, selectListError, selectListText, selectLoadingMore, selectCanShowMore } =
  notificationsSlice.selectors;

const entitySelectors = adapter.getSelectors((root: { notifications: NotificationsState }) => root.notifications);
export const selectListedNotifications = entitySelectors.selectAll;

