/**
 * The notifications feature's public entry for the app's store: its slice (the bell's list and
 * count) and the middleware that runs the notification hub while someone is signed in.
 */
export { notificationsSlice } from '../../domain/notifications/notificationsSlice';
export { notificationsMiddleware } from './hub/notificationsMiddleware';
