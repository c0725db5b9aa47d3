import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { FetchArgs } from '@reduxjs/toolkit/query';
import { baseQuery, serviceOfUrl } from '../../../api/baseQuery';

/** The app store's dispatch, as far as these loaders need it (thunks and RTK Query's initiate). */
export type PdfDispatch = ThunkDispatch<any, unknown, UnknownAction>;

/** Error bodies stay JSON (the server's message); a file body becomes bytes. */
const bytesOrError: FetchArgs['responseHandler'] = async (response) =>
  response.ok ? new Uint8Array(await response.arrayBuffer()) : response.json().catch(() => null);

function isServicePath(url: string): boolean {
  try {
    serviceOfUrl(url);
    return url.startsWith('/');
  } catch {
    return false;
  }
}

/**
 * A stored file's bytes, outside the RTK Query cache (DESIGN.md: downloads are not cached; bytes are
 * no state). A service path (`/filestorage/api/v1/FileStorage/Download/12`) goes through the app's
 * base query, so it carries the service's token and gets its offline and error handling; a full URL
 * (a public blob storage link, such as a client logo) is fetched as is. Rejects with the ApiError.
 */
export function downloadBytes(dispatch: PdfDispatch, url: string, signal: AbortSignal): Promise<Uint8Array> {
  if (!isServicePath(url)) {
    return fetch(url, { signal }).then(async (response) => {
      if (!response.ok) throw { status: response.status, message: null, messageKey: 'errors.requestFailed' };
      return new Uint8Array(await response.arrayBuffer());
    });
  }
  return dispatch(async (innerDispatch, getState) => {
    const result = await baseQuery(
      { url, responseHandler: bytesOrError },
      { signal, abort: () => undefined, dispatch: innerDispatch, getState, extra: undefined, endpoint: 'downloadStoredFile', type: 'query' },
      {},
    );
    if (result.error) throw result.error;
    return result.data as Uint8Array;
  });
}
