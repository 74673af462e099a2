// Results of `fetch(item)` in input order, with at most `ahead` fetches running or waiting to be
// taken: a slow reader (the zip writer) holds a few photos in memory, never the whole team.

export type Fetched<T, R> = { item: T; ok: true; value: R } | { item: T; ok: false; error: unknown }

export async function* fetchAhead<T, R>(items: readonly T[], ahead: number, fetch: (item: T) => Promise<R>): AsyncGenerator<Fetched<T, R>> {
  const settle = (item: T): Promise<Fetched<T, R>> =>
    fetch(item).then(
      (value) => ({ item, ok: true, value }),
      (error: unknown) => ({ item, ok: false, error }),
    )
  const queue: Promise<Fetched<T, R>>[] = []
  let next = 0
  const refill = () => {
    while (next < items.length && queue.length < ahead) queue.push(settle(items[next++]!))
  }
  refill()
  while (queue.length > 0) {
    const result = await queue.shift()!
    refill()
    yield result
  }
}
