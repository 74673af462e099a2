/**
 * Team name → flag code and image URL. The SVGs come from the flag-icons and circle-flags npm
 * packages, shipped as plain files under /flags/ by build/self-hosted-flags.ts, beside the
 * country table cut into small JSON slices by a key's first character (/flags/names/<c>.json):
 * a page fetches the slice its team falls in (a few hundred bytes), not the whole table.
 *
 * Loaded lazily by `flag-loader.ts`, so none of it is in a page's initial JavaScript.
 */
import { flagLookupKeys, flagShardOf } from './flag-name-key'

export interface ResolvedFlag {
  /** Flag code from the country table, null for an unknown team. */
  code: string | null
  /** Image URL, null for an unknown team. */
  url: string | null
  /** True when the name table could not be fetched: worth trying again later. */
  transient?: boolean
}

type Shard = Readonly<Record<string, string>>

export function flagUrl(code: string): string {
  return `${import.meta.env.BASE_URL}flags/${code}.svg`
}

export function flagShardUrl(shard: string): string {
  return `${import.meta.env.BASE_URL}flags/names/${shard}.json`
}

const shards = new Map<string, Promise<Shard>>()

function loadShard(shard: string): Promise<Shard> {
  let pending = shards.get(shard)
  if (!pending) {
    // Every character a key can start with has its file (build/self-hosted-flags.ts).
    pending = fetch(flagShardUrl(shard)).then((res) =>
      res.ok ? (res.json() as Promise<Shard>) : Promise.reject(new Error(`flag names: HTTP ${res.status}`)),
    )
    // a failed fetch (weak network) is not kept: the next flag asks again
    pending.catch(() => shards.delete(shard))
    shards.set(shard, pending)
  }
  return pending
}

export async function resolveFlag(team: string): Promise<ResolvedFlag> {
  try {
    for (const key of flagLookupKeys(team)) {
      const code = (await loadShard(flagShardOf(key)))[key]
      if (code) return { code, url: flagUrl(code) }
    }
    return { code: null, url: null }
  } catch {
    return { code: null, url: null, transient: true }
  }
}
