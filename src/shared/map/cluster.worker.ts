// The map's clustering off the page's main thread (clusterSource.ts): indexing 200,000 points takes
// longer than a frame, and the page must keep answering while it runs.
import { expose } from 'comlink';
import { createClusterIndex, type ClusterIndex, type ClusterInput } from './clusterIndex';

let index: ClusterIndex | null = null;
/** The zooms past the first view are built once the first view's markers are answered, not before. */
let completeAfterFirstItems = false;

function current(): ClusterIndex {
  if (!index) throw new Error('The cluster index was asked before it was loaded');
  return index;
}

const api = {
  load(input: ClusterInput): void {
    index = createClusterIndex(input);
    completeAfterFirstItems = true;
  },
  items(...args: Parameters<ClusterIndex['items']>) {
    const items = current().items(...args);
    if (completeAfterFirstItems) {
      completeAfterFirstItems = false;
      const loaded = current();
      // After this answer is sent: the page paints meanwhile, and a question past the first zoom waits for it.
      setTimeout(() => loaded.complete(), 0);
    }
    return items;
  },
  opening: (key: string) => current().opening(key),
  leaves: (key: string, offset: number, limit: number) => current().leaves(key, offset, limit),
};

export type ClusterWorkerApi = typeof api;

expose(api);
