// A team link's data is asked for by index.html's early script (build/early-script.ts) as soon as
// the page arrives, while the entry script still downloads. The players' client takes that
// response for its first identical call instead of sending it again: the one place a player's
// call doesn't leave through postgrest-js's own fetch, because on a slow network waiting for the
// entry script before asking would put a round trip after the download.

/** The global the early script leaves its request in. */
export const EARLY_TEAM_LINK = '__photoPortalTeamLink'

export type EarlyTeamLink = { url: string; body: string; response: Promise<Response> }

type Holder = Record<string, unknown>

/**
 * `fetch`, except that the first call identical to the early request (same URL, POST, same body)
 * gets its response. Taken once: a later call (a refresh, a retry) asks the server again.
 */
export function fetchTakingEarly(holder: Holder = globalThis as unknown as Holder): typeof fetch {
  return (input, init) => {
    const early = holder[EARLY_TEAM_LINK] as EarlyTeamLink | undefined
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    if (!early || init?.method !== 'POST' || url !== early.url || init.body !== early.body) return fetch(input, init)
    delete holder[EARLY_TEAM_LINK]
    const signal = init.signal
    if (!signal) return early.response
    return new Promise<Response>((resolve, reject) => {
      const abort = () => reject(signal.reason ?? new DOMException('The call was aborted', 'AbortError'))
      if (signal.aborted) return abort()
      signal.addEventListener('abort', abort, { once: true })
      early.response.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort))
    })
  }
}
