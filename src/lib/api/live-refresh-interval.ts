// How often a live screen (admin team page, dashboard) reloads while visible. The e2e tests set
// window.__PHOTO_PORTAL_REFRESH_MS__ with page.addInitScript to see a refresh in milliseconds
// (or 0 to turn the timer off and keep a page deliberately stale); only a script already running
// in the page can set it.
export const LIVE_REFRESH_DEFAULT_MS = 15_000

declare global {
  interface Window {
    __PHOTO_PORTAL_REFRESH_MS__?: number
  }
}

export function liveRefreshIntervalMs(): number {
  const injected = globalThis.window?.__PHOTO_PORTAL_REFRESH_MS__
  return typeof injected === 'number' && injected >= 0 ? injected : LIVE_REFRESH_DEFAULT_MS
}
