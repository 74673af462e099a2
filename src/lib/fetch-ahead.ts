// Results of `fetch(item)` in input order, with at most `ahead` fetches running or waiting to be
// taken: a slow reader (the zip writer) holds a few photos in memory, never the whole team. Items
// are pulled from `items` only as the window moves, so an iterable that lets go of what it has
// handed out (see the export's plan) is held no longer than its result.

export type Fetched<T, R> = { item: T; ok: true; value: R } | { item: T; ok: false; error: unknown }

export async function* fetchAhead<T, R>(items: Iterable<T>, ahead: number, fetch: (item: T) => Promise<R>): AsyncGenerator<Fetched<T, R>> {
  const settle = (item: T): Promise<Fetched<T, R>> =>
    fetch(item).then(
      (value) => ({ item, ok: true, value }),
      (error: unknown) => ({ item, ok: false, error }),
    )
  const queue: Promise<Fetched<T, R>>[] = []
  const source = items[Symbol.iterator]()
  let exhausted = false
  const refill = () => {
    while (!exhausted && queue.length < ahead) {
      const next = source.next()
      if (next.done) exhausted = true
      else queue.push(settle(next.value))
    }
  }
  refill()
  while (queue.length > 0) {
    const result = await queue.shift()!
    refill()
    yield result
  }
}
