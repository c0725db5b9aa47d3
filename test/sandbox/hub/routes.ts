import express, { type Router } from 'express';
import { addNotification, NOTIFICATION_KEYS } from '../message/addNotification';
import { toNotification } from '../message/notifications';
import type { Sandbox } from '../sandbox';
import type { NotificationHub } from './notificationHub';

const isNonEmptyText = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;

/** The body of POST /__sandbox/notify, or the reason it is refused. */
function readNotifyBody(sandbox: Sandbox, body: any): { ok: true; input: Parameters<typeof addNotification>[1] } | { ok: false; status: number; error: string } {
  if (!body || typeof body !== 'object') return { ok: false, status: 400, error: 'Send JSON { userId, notificationKey, ticketId?, title, message }' };
  const { userId, notificationKey, ticketId = null, title, message } = body;
  if (!Number.isInteger(userId) || !sandbox.store.users.has(userId)) return { ok: false, status: 422, error: `No sandbox user ${String(userId)}` };
  if (!NOTIFICATION_KEYS.includes(notificationKey)) return { ok: false, status: 422, error: `notificationKey must be one of ${NOTIFICATION_KEYS.join(', ')}` };
  if (ticketId !== null && !(Number.isInteger(ticketId) && sandbox.store.tickets.has(ticketId))) {
    return { ok: false, status: 422, error: `No sandbox ticket ${String(ticketId)}` };
  }
  if (!isNonEmptyText(title) || !isNonEmptyText(message)) return { ok: false, status: 422, error: 'title and message are required' };
  return { ok: true, input: { notificationKey, receiverUserId: userId, ticketId, title, message } };
}

/** The hub's negotiate endpoint and the browser suite's hooks: stop and start the hub, make a notification. */
export function hubRoutes(hub: NotificationHub, sandbox: Sandbox): Router {
  const router = express.Router();
  router.post(`${hub.path}/negotiate`, hub.negotiate);
  router.post('/__sandbox/hub/stop', (_req, res) => {
    hub.stop();
    res.json({ ok: true });
  });
  router.post('/__sandbox/hub/start', (_req, res) => {
    hub.start();
    res.json({ ok: true });
  });
  router.post('/__sandbox/notify', express.json(), (req, res) => {
    const read = readNotifyBody(sandbox, req.body);
    if (!read.ok) {
      res.status(read.status).json({ error: read.error });
      return;
    }
    res.status(201).json({ notification: toNotification(addNotification(sandbox.store, read.input)) });
  });
  return router;
}
