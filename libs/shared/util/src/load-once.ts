/**
 * A load (a chunk's import) made at most once at a time and kept once it succeeds; a failed load is
 * forgotten, so the next call asks again instead of repeating the failure for the rest of the page's life.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
