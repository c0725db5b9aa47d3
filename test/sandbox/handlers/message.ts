import { ROW_VERSION_TABLES } from '../guards/rowVersion';
import { escalationSentHandlers, escalationsSent } from '../message/escalationsSent';
import { linkedEmitter } from '../message/events';
import { noticeHandlers, notices } from '../message/notices';
import { notificationHandlers } from '../message/notifications';
import { publicHandlers } from '../message/public';
import { messageState } from '../message/state';
import type { SandboxService } from '../runtime';

/** The message service: notifications, sent escalations, scheduled notices and the public incident form. */
export const messageService: SandboxService = {
  handlers: { ...notificationHandlers, ...escalationSentHandlers, ...noticeHandlers, ...publicHandlers },
  state: [messageState, linkedEmitter, escalationsSent, notices, ROW_VERSION_TABLES.message],
};
