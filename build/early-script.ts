// The script index.html runs before the entry script has arrived. On a phone on a slow network
// the page waits there for the entry script, its largest file, with the main thread idle. This
// script puts that wait to use for what the first screen will need anyway:
// - the chunks of the screen the address asks for, as <link rel="modulepreload">;
// - on a team link, the team's data: the players' client takes this response instead of asking
//   again (src/lib/early-team-link.ts), so the answer is there when the app first renders;
// - the locale data the first screen's names and dates are sorted and formatted with: building
//   the first Intl collator or date format on a page loads it, one of the costliest steps of a
//   team link's first render. In a task of its own, after the requests have left.
// It sits inline in index.html (route-modulepreload.ts), so those requests leave as the page is
// parsed, beside the entry script's, not after one more file's round trip. Its text is the same
// for every build, so the CSP allows it by its hash: what differs (file names, the API) is in a
// JSON block before it (earlyConfigBlock).
// It is a plain function the build writes out as text (earlyScriptSource), so a test can run that
// text with a fake window. It may use only its parameters and the browser's globals.
import type { EarlyTeamLink } from '../src/lib/early-team-link.ts'

export type EarlyScriptConfig = {
  /** Files to preload on '/' and on a team link ('/{event}/{code}', never under /admin). */
  landing: string[]
  team: string[]
  /** The API's origin, '' for the page's own (the local backend), and the key its client sends. */
  apiUrl: string
  anonKey: string
  /** Where the team link's response waits for the app (EARLY_TEAM_LINK). */
  globalName: string
  /** The app's language detection (src/i18n/detect.ts): stored choice, else the browser's languages. */
  langStorageKey: string
  locales: Record<string, string>
  defaultLang: string
  /** What the first screen's dates are built from (a deadline's parts, a zone's name). */
  dateParts: Intl.DateTimeFormatOptions
}

type WindowParts = Pick<Window, 'location' | 'document' | 'navigator' | 'fetch' | 'setTimeout'>
type EarlyWindow = WindowParts & { localStorage?: Storage } & Record<string, unknown>

export function earlyScript(cfg: EarlyScriptConfig, win: EarlyWindow): void {
  const path = win.location.pathname
  const team = path.startsWith('/admin') ? null : /^\/([^/]+)\/([^/]+)\/?$/.exec(path)
  const files = path === '/' ? cfg.landing : team ? cfg.team : []
  // nothing once the app's client has made its first call (src/lib/early-team-link.ts)
  if (team && cfg.anonKey && win[cfg.globalName] === undefined) {
    try {
      // the parameters as the route reads them (decoded), the code as it normalises it, the call
      // as the players' client sends it (src/lib/public-rpc.ts): anything else is simply not taken
      const body = JSON.stringify({ p_event_code: decodeURIComponent(team[1]!), p_code: decodeURIComponent(team[2]!).trim().toUpperCase() })
      const url = `${cfg.apiUrl || win.location.origin}/rest/v1/rpc/team_link`
      const headers = { apikey: cfg.anonKey, Authorization: `Bearer ${cfg.anonKey}`, 'Content-Type': 'application/json' }
      const early: EarlyTeamLink = { url, body, response: win.fetch(url, { method: 'POST', headers, body }) }
      // a failed request is the client's to repeat (it sends its call again)
      early.response.catch(() => undefined)
      win[cfg.globalName] = early
    } catch {
      // a malformed address: the app shows its own page for it
    }
  }
  // after the team's data, which is what the first screen shows
  for (const file of files) {
    const link = win.document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = file
    win.document.head.appendChild(link)
  }
  if (!files.length) return
  const warmLocaleData = () => {
    try {
      // the app's detection (src/i18n/detect.ts): a valid stored choice, else the browser's languages
      const known = (lang: unknown) => typeof lang === 'string' && Object.hasOwn(cfg.locales, lang)
      let stored: unknown = null
      try {
        stored = win.localStorage?.getItem(cfg.langStorageKey)
      } catch {
        // storage disabled
      }
      const preferences = win.navigator.languages?.length ? win.navigator.languages : [win.navigator.language]
      const primary = known(stored)
        ? (stored as string)
        : preferences.map((tag) => String(tag).trim().toLowerCase().split(/[-_]/)[0]).find(known)
      const locale = cfg.locales[primary ?? cfg.defaultLang]
      new Intl.Collator(locale, { numeric: true }).compare('a', 'b')
      new Intl.DateTimeFormat(locale, cfg.dateParts).formatToParts(0)
      new Intl.DateTimeFormat(locale, { timeZoneName: 'long' }).formatToParts(0)
    } catch {
      // a browser whose Intl lacks something: the app copes with it when it renders
    }
  }
  // a task of its own: the requests above leave before this work, not after it
  win.setTimeout(warmLocaleData, 0)
}

/** The id of the JSON block that holds the script's configuration. */
export const EARLY_CONFIG_ID = 'early-script-config'

/** The script's text: the function, called with the configuration the page holds and its window. */
export function earlyScriptSource(): string {
  return `(${earlyScript.toString()})(JSON.parse(window.document.getElementById(${JSON.stringify(EARLY_CONFIG_ID)}).textContent), window)\n`
}

/** The configuration as a data block, which never runs; `<` escaped, so no text can close it. */
export function earlyConfigBlock(cfg: EarlyScriptConfig): string {
  return `<script type="application/json" id="${EARLY_CONFIG_ID}">${JSON.stringify(cfg).replaceAll('<', '\\u003c')}</script>`
}
