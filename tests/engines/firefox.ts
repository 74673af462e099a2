// Firefox (Debian's firefox-esr) over WebDriver BiDi, with puppeteer-core: it starts Firefox with
// a fresh profile whose preferences keep it off the network (updates, telemetry, safe browsing),
// speaks BiDi to it and gives real input (input.performActions, input.setFiles). puppeteer-core
// never downloads a browser; 24.x is the line that still runs on Node 20 (25 needs Node 22).
import puppeteer, { type ElementHandle, type Page } from 'puppeteer-core'
import { actionability, callSource, retrying, type EngineSession, type Json } from './driver.ts'

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

export async function launchFirefox(): Promise<EngineSession> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: FIREFOX,
    headless: true,
    defaultViewport: { width: 390, height: 844 },
    timeout: 120_000, // for Firefox to start: a first start with a fresh profile is slow on a busy machine
  })
  try {
    const page: Page = (await browser.pages())[0] ?? (await browser.newPage())
    const element = async (xpath: string, check: boolean): Promise<ElementHandle<Element>> => {
      if (check) {
        const ready = (await page.evaluate(callSource(actionability, [xpath]))) as string
        if (ready !== 'ok') throw new Error(ready)
      }
      const handle = await page.evaluateHandle(
        `document.evaluate(${JSON.stringify(xpath)}, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue`,
      )
      const found = handle.asElement() as ElementHandle<Element> | null
      if (!found) {
        await handle.dispose()
        throw new Error(`nothing matches ${xpath}`)
      }
      return found
    }
    const withElement = (what: string, xpath: string, check: boolean, act: (el: ElementHandle<Element>) => Promise<void>) =>
      retrying(`${what} ${xpath}`, async () => {
        const el = await element(xpath, check)
        try {
          await act(el)
        } finally {
          await el.dispose()
        }
      })

    const firefox: EngineSession = {
      engine: 'firefox',
      version: `Firefox ${(await browser.version()).replace(/^firefox\//i, '')}`,
      goto: async (url) => {
        await page.goto(url, { waitUntil: 'load' })
      },
      setViewport: async (width, height) => {
        await page.setViewport({ width, height })
        return firefox.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }))
      },
      evaluate: <A extends Json[], R extends Json | void>(fn: (...args: A) => R | Promise<R>, ...args: A) =>
        page.evaluate(callSource(fn, args)) as Promise<R>,
      click: (xpath) => withElement('a click on', xpath, true, (el) => el.click()),
      type: (xpath, text) =>
        withElement('typing into', xpath, true, async (el) => {
          await el.click({ count: 3 }) // selects what is there, so typing replaces it
          await el.type(text)
        }),
      setFiles: (xpath, paths) =>
        withElement('files for', xpath, false, (el) => (el as ElementHandle<HTMLInputElement>).uploadFile(...paths)),
      screenshot: async () => Buffer.from(await page.screenshot({ type: 'png' })),
      close: () => browser.close(),
    }
    return firefox
  } catch (error) {
    await browser.close()
    throw error
  }
}
