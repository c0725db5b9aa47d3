import { useState } from 'react';

/** What an RTK Query hook gives of one read. */
interface Read<Data> {
  data?: Data;
  isFetching: boolean;
  fulfilledTimeStamp?: number;
}

/**
 * The read's data once it has been fetched since the dialog opened, undefined until then: an edit starts
 * from the values as they are now, never from a copy cached before (pair it with refetchOnMountOrArgChange).
 */
export function useReadSinceOpened<Data>(read: Read<Data>): Data | undefined {
  const [openedAt] = useState(Date.now);
  const fresh = !read.isFetching && read.fulfilledTimeStamp !== undefined && read.fulfilledTimeStamp >= openedAt;
  return fresh ? read.data : undefined;
}
