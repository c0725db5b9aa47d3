import type { Middleware, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { HUB_TAGS, invalidateHubTags } from '../../../api/hubTags';
import { ticketApi, ticketChangeTags, ticketDetailTags } from '../../../api/tags/ticket';
import { roleChanged } from '../../../core/store/uiSlice';
import { getRuntimeConfig } from '../../../core/config/runtimeConfig';
import { sessionRevoked, signedIn, signedOut, signingOut } from '../../../auth/sessionSlice';
import { CHANGE_KINDS, NOTIFICATION_KINDS, REPORT_KINDS } from '../notificationKinds';
import { hubStateChanged, notificationReceived } from '../../../domain/notifications/notificationsSlice';
import { loadUnreadNotifications, type NotificationsRootState } from '../../../domain/notifications/notificationsThunks';
import { notificationsHubSettings } from './hubSettings';
import { startHubSession, type HubSession } from './hubSession';
import { createHubToken } from './hubToken';
import { isNotification } from './isNotification';

type Dispatch = ThunkDispatch<NotificationsRootState, unknown, UnknownAction>;

/**
 * Owns the live notifications of the signed-in user: at sign-in it loads the unread list and opens the
 * hub connection (token from MSAL for the message service's scope, renewed after a 401); at sign-out it closes it. A push
 * lands in the notifications slice and makes stale what it announces (the ticket's detail and the
 * general search; a change's approvals; the user's generated reports); a role change opens the role-changed message. A session an administrator ended,
 * whether a REST call or the hub says so, closes the connection and shows the same page (sessionRevoked).
 */
export const notificationsMiddleware: Middleware<object, NotificationsRootState, Dispatch> = (api) => {
  let session: HubSession | null = null;

  const reloadList = () => void api.dispatch(loadUnreadNotifications({ text: api.getState().notifications.text, pageNumber: 1 }));

  const receive = (payload: unknown) => {
    if (!isNotification(payload)) return;
    api.dispatch(notificationReceived(payload));
    if (payload.notificationKey === NOTIFICATION_KINDS.roleChanged) api.dispatch(roleChanged());
    if (payload.ticketId !== null) api.dispatch(ticketApi.util.invalidateTags(ticketChangeTags([payload.ticketId])));
    // An approval sent or decided: an open change and its approvals read again, so the detail follows live.
    if (CHANGE_KINDS.includes(payload.notificationKey)) api.dispatch(invalidateHubTags([HUB_TAGS.changes]));
    // A report finished: "my reports", if shown, reads its statuses again.
    if (REPORT_KINDS.includes(payload.notificationKey)) api.dispatch(invalidateHubTags([HUB_TAGS.generatedReports]));
  };

  const open = () => {
    const config = getRuntimeConfig();
    const token = createHubToken(config.services.message.scope);
    return startHubSession({
      settings: notificationsHubSettings(),
      connection: { url: config.notificationsHubUrl, accessTokenFactory: token.accessTokenFactory, onTokenRefused: token.refused },
      onState: (state) => api.dispatch(hubStateChanged(state)),
      onNotification: receive,
      // Another user moved a ticket: its open detail refreshes (the lists refresh on their own next read).
      onTicketChanged: (ticketId) => {
        if (Number.isSafeInteger(ticketId) && (ticketId as number) > 0) api.dispatch(ticketApi.util.invalidateTags(ticketDetailTags([ticketId as number])));
      },
      onRejoined: reloadList,
      onRevoked: (reason) => api.dispatch(sessionRevoked(reason)),
    });
  };

  return (next) => (action) => {
    const result = next(action);
    if (signedIn.match(action)) {
      session?.stop();
      reloadList();
      session = open();
    } else if (signingOut.match(action) || signedOut.match(action) || sessionRevoked.match(action)) {
      session?.stop();
      session = null;
    }
    return result;
  };
};
