// A team link's data is asked for by index.html's early script (build/early-script.ts) as soon as
// the page arrives, while the entry script still downloads. The players' client takes that
// response for its first call, when it is the same call, instead of sending it again: the one
// place a player's call doesn't leave through postgrest-js's own fetch, because on a slow network
// waiting for the entry script before asking would put a round trip after the download.

/** The global the early script leaves its request in. */
export const EARLY_TEAM_LINK = '__photoPortalTeamLink'

export type EarlyTeamLink = { url: string; body: string; response: Promise<Response> }

/**
 * What the global holds once the client has made its first call: an early script that runs only
 * after that (an async script has no set turn) sends nothing, and no answer waits for a later
 * call, which must be fresh.
 */
export const EARLY_TEAM_LINK_CLOSED = 'closed'

type Holder = Record<string, unknown>

const sameUrl = (a: string, b: string) => {
  try {
    return new URL(a).href === new URL(b).href
  } catch {
    return false
  }
}

/**
 * `fetch`, except that the client's first call gets the early request's response when it is the
 * same call (same URL, POST, same body). If that request failed, the call goes out again at
 * once. Any later call (a refresh, a retry) asks the server.
 */
export function fetchTakingEarly(holder: Holder = globalThis as unknown as Holder): typeof fetch {
  return (input, init) => {
    const early = holder[EARLY_TEAM_LINK] as EarlyTeamLink | string | undefined
    holder[EARLY_TEAM_LINK] = EARLY_TEAM_LINK_CLOSED
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    if (!early || typeof early !== 'object' || init?.method !== 'POST' || !sameUrl(url, early.url) || init.body !== early.body)
      return fetch(input, init)
    const response = early.response.catch(() => fetch(input, init))
    const signal = init.signal
    if (!signal) return response
    return new Promise<Response>((resolve, reject) => {
      const abort = () => reject(signal.reason ?? new DOMException('The call was aborted', 'AbortError'))
      if (signal.aborted) return abort()
      signal.addEventListener('abort', abort, { once: true })
      response.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort))
    })
  }
}
