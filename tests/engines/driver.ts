// One small interface over two ways of driving a browser that is not Chromium, so one test script
// runs on both: WebKitGTK through classic W3C WebDriver (webkit.ts) and Firefox through WebDriver
// BiDi (firefox.ts). It holds only what a person does to the portal (open a page, click, type,
// pick a file) and one way to look (evaluate a function in the page); every wait is a poll of a
// condition against a deadline (waitFor), never a fixed sleep.
import { setTimeout as pollInterval } from 'node:timers/promises'

export type EngineName = 'webkit' | 'firefox'

/** What crosses into the page and back: JSON-like values (both protocols serialise these). */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

export interface EngineSession {
  readonly engine: EngineName
  /** e.g. 'WebKitGTK 2.50.6', 'Firefox 153.7.0' */
  readonly version: string
  goto(url: string): Promise<void>
  /** Sets the window to about this size and returns the page's inner size (WebKitGTK's window can't be narrower than 447 px). */
  setViewport(width: number, height: number): Promise<{ width: number; height: number }>
  /**
   * Runs `fn` in the page (its source is sent, so it may use only its arguments and page globals)
   * and returns its (awaited) result. Arguments and result must be JSON-like.
   */
  evaluate<A extends Json[], R extends Json | void>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<R>
  /** A real click (the protocol's pointer input) on the first node `xpath` matches, once it is there. */
  click(xpath: string): Promise<void>
  /** Focuses the node and types `text` as key presses. */
  type(xpath: string, text: string): Promise<void>
  /** Sets an <input type=file>'s files from paths on this machine, as a file picker would. */
  setFiles(xpath: string, paths: string[]): Promise<void>
  /** A PNG of the page, for looking at a failure. */
  screenshot(): Promise<Buffer>
  close(): Promise<void>
}

export const DEFAULT_TIMEOUT_MS = 60_000

/**
 * Polls `check` until it returns a value other than undefined/false, and returns that value.
 * On timeout the error names `what` and the last value or error seen.
 */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined | false>, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let last: unknown
  for (;;) {
    try {
      const value = await check()
      if (value !== undefined && value !== false) return value
      last = value
    } catch (error) {
      last = error
    }
    if (Date.now() > deadline) {
      const seen = last instanceof Error ? last.message : JSON.stringify(last)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what} (last: ${seen})`)
    }
    await pollInterval(100) // between checks of the condition, not a wait for it
  }
}

/** Runs `act` until it succeeds (an element not there yet, or covered for a moment), up to a deadline. */
export function retrying(what: string, act: () => Promise<void>, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<void> {
  return waitFor(
    what,
    async () => {
      await act()
      return true
    },
    timeoutMs,
  ).then(() => undefined)
}

/**
 * The source of a call of `fn` with `args`, for the page to evaluate. Functions from files that
 * esbuild compiled with keepNames (tsx, Vite) call a `__name` helper that exists only in Node;
 * the page gets a stand-in, so the engine drivers work from any runner.
 */
export function callSource(fn: (...args: never[]) => unknown, args: Json[]): string {
  return `(() => { const __name = (f) => f; return (${fn.toString()})(...${JSON.stringify(args)}) })()`
}

/**
 * Runs in the page: whether the first node `xpath` matches is there for a person to use (shown,
 * not disabled), or why not. A disabled button takes a protocol click without complaint, so both
 * engines check this before clicking.
 */
export function actionability(xpath: string): string {
  const node = document.evaluate(xpath, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue
  if (!(node instanceof Element)) return `nothing matches ${xpath}`
  if ((node as HTMLButtonElement).disabled) return `disabled: ${xpath}`
  if (node.getClientRects().length === 0) return `not shown: ${xpath}`
  return 'ok'
}

// --- XPath for what a person sees --------------------------------------------------------------

/** An XPath string literal for any text (XPath 1.0 has no escapes: concat() around quotes). */
export function xpathLiteral(text: string): string {
  if (!text.includes("'")) return `'${text}'`
  if (!text.includes('"')) return `"${text}"`
  return `concat(${text
    .split("'")
    .map((part) => `'${part}'`)
    .join(`, "'", `)})`
}

/** A button whose visible text (whitespace normalised) or aria-label is exactly `name`, under `within`. */
export function buttonNamed(name: string, within = ''): string {
  const n = xpathLiteral(name)
  return `${within}//button[normalize-space(.)=${n} or @aria-label=${n}]`
}

/** A link whose visible text is exactly `name`. */
export function linkNamed(name: string, within = ''): string {
  return `${within}//a[normalize-space(.)=${xpathLiteral(name)}]`
}
