import { linkedEmitter } from '../message/events';
import { notificationHandlers } from '../message/notifications';
import { publicHandlers } from '../message/public';
import { messageState } from '../message/state';
import type { SandboxService } from '../runtime';

/** The message service: notifications and the public incident form. */
export const messageService: SandboxService = {
  handlers: { ...notificationHandlers, ...publicHandlers },
  state: [messageState, linkedEmitter],
};
