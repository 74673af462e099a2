// After a redeploy, a tab opened before it still runs the old build: its next screen's chunk is
// gone from the host (404: the static-host configs never answer a missing /assets/* file with
// the app) and Vite reports `vite:preloadError`. Reloading fetches the new index.html and with
// it the new chunks.
// Only then: a chunk that failed on a weak network is retried by the screen that wanted it (the
// upload wizard keeps the player's photo while it does), so the page reloads only when the host's
// index.html names another build than the one running. And once per build: if the same build
// fails again after its reload, the error stays on screen instead of reloading in a loop. The
// running build is named by this module's URL (the entry chunk, whose name carries the build's
// hash).
const RELOADED_KEY = 'photo-portal-reloaded-for-build'

type Deps = {
  target: Pick<Window, 'addEventListener'>
  storage: Pick<Storage, 'getItem' | 'setItem'> | null
  /** The host's current index.html, or null when it can't be had (offline). */
  fetchIndex: () => Promise<string | null>
  reload: () => void
  build: string
}

async function currentIndexHtml(): Promise<string | null> {
  try {
    const res = await fetch('/', { cache: 'no-store', headers: { accept: 'text/html' } })
    return res.ok ? await res.text() : null
  } catch {
    return null
  }
}

export function reloadOnceOnStaleChunk({
  target = window,
  storage = globalThis.sessionStorage ?? null,
  fetchIndex = currentIndexHtml,
  reload = () => window.location.reload(),
  build = import.meta.url,
}: Partial<Deps> = {}): void {
  let checking = false
  const entryPath = new URL(build, 'http://any.host').pathname
  target.addEventListener('vite:preloadError', () => {
    if (checking) return
    checking = true
    void fetchIndex()
      .catch(() => null)
      .then((html) => {
        // Not a redeploy (same build, or the host can't be asked): leave it to the screen.
        if (html === null || html.includes(entryPath)) return
        // Without storage to remember the reload in, reloading could loop: then the error shows.
        try {
          if (!storage || storage.getItem(RELOADED_KEY) === build) return
          storage.setItem(RELOADED_KEY, build)
        } catch {
          return // storage refused (private mode, quota)
        }
        reload()
      })
      .finally(() => {
        checking = false
      })
  })
}
