/**
 * Like Promise.all(items.map(fn)) but with at most `limit` calls in flight: fetching 30 photos
 * at once would stall the browser's connection pool and the thumbnails on screen.
 * Results keep the input order. The first rejection rejects the whole (callers that want to
 * skip failures catch inside fn).
 */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      results[i] = await fn(items[i]!, i)
    }
  }
  const workers = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker)
  await Promise.all(workers)
  return results
}
