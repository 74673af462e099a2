/**
 * Small, always-loaded front of the flag machinery: caches resolved flags per team name and
 * pulls the name table + image map (`flag-assets.ts`) in with a dynamic import on first use.
 */
import type { ResolvedFlag } from './flag-assets'

export type { ResolvedFlag }

const resolved = new Map<string, ResolvedFlag>()
const inFlight = new Map<string, Promise<ResolvedFlag>>()

/** The flag for a team if it is already resolved, else undefined. */
export function peekFlag(team: string): ResolvedFlag | undefined {
  return resolved.get(team)
}

/**
 * Resolve a team's flag. Never rejects: when a chunk cannot be fetched (weak network) it
 * resolves with `transient: true` and is not cached, so the next mount tries again.
 */
export function loadFlag(team: string): Promise<ResolvedFlag> {
  const known = resolved.get(team)
  if (known) return Promise.resolve(known)
  const pending = inFlight.get(team)
  if (pending) return pending

  const promise = import('./flag-assets')
    .then((assets) => assets.resolveFlag(team))
    .then(
      (flag) => {
        if (!flag.transient) resolved.set(team, flag)
        return flag
      },
      (): ResolvedFlag => ({ code: null, url: null, transient: true }),
    )
    .finally(() => inFlight.delete(team))
  inFlight.set(team, promise)
  return promise
}
