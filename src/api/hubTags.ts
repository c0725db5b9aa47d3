import { baseApi } from './baseApi';

/**
 * What a live notification makes stale in a service the shell does not load itself: named here, so the
 * notification middleware (in the first load) needs none of those services' clients. A screen's client,
 * once loaded, has its reads under these tags; before that there is nothing to make stale.
 */
export const HUB_TAGS = { changes: 'Changes', generatedReports: 'GeneratedReport' } as const;

type HubTag = (typeof HUB_TAGS)[keyof typeof HUB_TAGS];

/** Marks the reads under these tags stale, in whichever client declared them. */
export const invalidateHubTags = (tags: readonly HubTag[]) =>
  // The base api knows the tag types its clients added at run time; its own type declares none.
  baseApi.util.invalidateTags(tags as unknown as Parameters<typeof baseApi.util.invalidateTags>[0]);
