import type { FetchArgs, QueryDefinition } from '@reduxjs/toolkit/query';
import type { baseQuery } from './baseQuery';

/** A file's bytes become an object URL: a string in the cache (a Blob is not serializable), usable by <img> and links. */
async function toObjectUrl(response: Response): Promise<unknown> {
  return response.ok ? URL.createObjectURL(await response.blob()) : response.json();
}

/** A downloaded file stays a minute after its last user, so a started download is never revoked under it. */
const DOWNLOAD_KEEP_SECONDS = 60;

/**
 * Turns a generated download query (bytes behind the bearer token, so no plain link can fetch them) into one that
 * caches an object URL, revoked when the cache entry goes. A file's bytes never change, so it provides no tags.
 */
export function asObjectUrlDownload<Arg, Tags extends string>(definition: QueryDefinition<Arg, typeof baseQuery, Tags, string, 'api'>): void {
  const generated = definition.query!;
  definition.query = (arg) => ({ ...(generated(arg) as FetchArgs), responseHandler: toObjectUrl });
  definition.providesTags = [];
  definition.keepUnusedDataFor = DOWNLOAD_KEEP_SECONDS;
  definition.onCacheEntryAdded = async (_arg, { cacheDataLoaded, cacheEntryRemoved }) => {
    try {
      const { data } = await cacheDataLoaded;
      await cacheEntryRemoved;
      URL.revokeObjectURL(data);
    } catch {
      // The entry went before any data arrived: nothing to revoke.
    }
  };
}
