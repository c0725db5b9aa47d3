import { messageGeneratedApi } from '../generated/message';

/**
 * The message service (notifications, public requests, scheduled notices) as screens see it. The notice search
 * refreshes after a create or an edit (a stale edit's 409 too: the notice changed meanwhile).
 */
export const messageApi = messageGeneratedApi.enhanceEndpoints({
  addTagTypes: ['Notices'],
  endpoints: {
    searchNotices: { providesTags: ['Notices'] },
    createNotice: { invalidatesTags: (_r, error) => (error ? [] : ['Notices']) },
    updateNotice: { invalidatesTags: ['Notices'] },
  },
});

export * from '../generated/message';
