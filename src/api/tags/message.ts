import { messageGeneratedApi } from '../generated/message';

/** The message service (notifications, public requests) as screens see it. */
export const messageApi = messageGeneratedApi.enhanceEndpoints({});

export * from '../generated/message';
