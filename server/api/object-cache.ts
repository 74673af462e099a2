// What a public photo GET needs besides the bytes (type, cache header, ETag), kept in memory so
// the many reads of an event day never wait in the database queue. Keys are never reused (the
// local backend refuses upsert) and a removal takes the file away inside its transaction, so an
// entry can only ever be stale in one way: its file is gone, and the read answers 404 from the
// missing file. Removals evict their entries anyway, so memory holds only live objects.
export type CachedObject = { metadata: Record<string, unknown> | null; updatedAt: Date | null }

export type ObjectCache = {
  get(bucket: string, name: string): CachedObject | undefined
  set(bucket: string, name: string, value: CachedObject): void
  evict(bucket: string, name: string): void
}

/** About 300 bytes an entry: the default holds a large event's photos and thumbnails twice over. */
export function objectCache(maxEntries = 20_000): ObjectCache {
  const entries = new Map<string, CachedObject>()
  const key = (bucket: string, name: string) => `${bucket}\u0000${name}`
  return {
    get: (bucket, name) => entries.get(key(bucket, name)),
    set(bucket, name, value) {
      const k = key(bucket, name)
      entries.delete(k)
      entries.set(k, value)
      // Map keeps insertion order: the first key is the least recently stored.
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
    },
    evict: (bucket, name) => void entries.delete(key(bucket, name)),
  }
}
