/**
 * `load` run at most once at a time and its result kept: every caller shares the first load, and a
 * failed one (a network cut) is forgotten, so the next caller tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let kept: Promise<T> | null = null;
  return () =>
    (kept ??= load().catch((error: unknown) => {
      kept = null;
      throw error;
    }));
}
