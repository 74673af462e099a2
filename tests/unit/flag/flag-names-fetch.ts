// The country table's slices as the build ships them (build/self-hosted-flags.ts), answered to
// the flag code's fetch: jsdom and Node have no server behind '/flags/names/…'. Counts the
// requests, so a test can see a page asks for one slice, not the table.
import { vi } from 'vitest'
import { flagNameShards } from '../../../build/self-hosted-flags'

export function serveFlagNames(): { requested: string[] } {
  const shards = flagNameShards()
  const requested: string[] = []
  vi.stubGlobal('fetch', async (input: string | URL | Request) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const shard = /\/flags\/names\/([a-z0-9])\.json$/.exec(url)?.[1]
    if (!shard) return new Response('not found', { status: 404 })
    requested.push(shard)
    return Response.json(shards.get(shard))
  })
  return { requested }
}
