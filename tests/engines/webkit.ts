// WebKitGTK (Debian's webkit2gtk-driver: WebKitWebDriver, which runs WebKitGTK's MiniBrowser in
// automation mode), the engine closest to iPhone Safari that runs on Linux. Driven over classic
// W3C WebDriver with fetch(): the handful of endpoints the tests use are plain JSON over HTTP, so
// no client library (webdriverio would bring ~100 packages and its own driver management for
// nine calls). WebKitGTK has no headless mode: it gets its own Xvfb display, started here.
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { actionability, callSource, retrying, waitFor, type EngineSession, type Json } from './driver.ts'

const DRIVER = process.env.WEBKIT_WEBDRIVER_PATH ?? 'WebKitWebDriver'
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf' // the W3C spec's name for an element reference

type WireError = { error: string; message: string }

class WebDriverError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${code}: ${message}`)
  }
}

/** A free TCP port on loopback (the driver takes a port number, not 0). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/** Our own X display (Xvfb picks a free number and writes it to fd 3). */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1440x900x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  })
  const stderr: Buffer[] = []
  xvfb.stderr?.on('data', (c: Buffer) => stderr.push(c))
  const display = await new Promise<string>((resolve, reject) => {
    let out = ''
    xvfb.stdio[3]?.on('data', (c: Buffer) => {
      out += c.toString()
      if (out.includes('\n')) resolve(`:${out.trim()}`)
    })
    xvfb.once('error', (e) => reject(new Error(`Xvfb could not start (Debian: apt-get install xvfb): ${e.message}`)))
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${Buffer.concat(stderr).toString().slice(-500)}`)))
  })
  return { display, process: xvfb }
}

/** Ends the child processes even when the test process goes away without tearing down. */
function killOnExit(children: ChildProcess[]): () => void {
  const kill = () => children.forEach((c) => c.exitCode === null && c.kill('SIGKILL'))
  process.once('exit', kill)
  return () => process.removeListener('exit', kill)
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

export async function launchWebKit(): Promise<EngineSession> {
  const xvfb = await startXvfb()
  const port = await freePort()
  const driverLog: Buffer[] = []
  const driver = spawn(DRIVER, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: xvfb.display, NO_AT_BRIDGE: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  driver.stdout?.on('data', (c: Buffer) => driverLog.push(c))
  driver.stderr?.on('data', (c: Buffer) => driverLog.push(c))
  const forget = killOnExit([driver, xvfb.process])
  const base = `http://127.0.0.1:${port}`
  const driverFailed = new Promise<never>((_, reject) => {
    driver.once('error', (e) => reject(new Error(`${DRIVER} could not start (Debian: apt-get install webkit2gtk-driver): ${e.message}`)))
  })

  async function call<T = Json>(method: string, path: string, body?: object): Promise<T> {
    const response = await fetch(base + path, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    })
    const reply = (await response.json()) as { value: T | WireError }
    if (!response.ok) {
      const { error, message } = reply.value as WireError
      throw new WebDriverError(error, message || `HTTP ${response.status} for ${method} ${path}`)
    }
    return reply.value as T
  }

  try {
    await Promise.race([
      driverFailed,
      waitFor('WebKitWebDriver to answer', () => call<{ ready: boolean }>('GET', '/status').then((s) => s.ready)),
    ])
    const created = await call<{ sessionId: string; capabilities: { browserVersion: string } }>('POST', '/session', {
      capabilities: { alwaysMatch: {} },
    })
    const session = `/session/${created.sessionId}`

    const find = async (xpath: string): Promise<string> => {
      const ready = await evaluate(actionability, xpath)
      if (ready !== 'ok') throw new Error(ready)
      const element = await call<Record<string, string>>('POST', `${session}/element`, { using: 'xpath', value: xpath })
      return element[ELEMENT_KEY]!
    }
    // W3C Execute Script awaits a returned promise.
    const evaluate: EngineSession['evaluate'] = (fn, ...args) =>
      call('POST', `${session}/execute/sync`, { script: `return ${callSource(fn, args)}`, args: [] })

    const webkit: EngineSession = {
      engine: 'webkit',
      version: `WebKitGTK ${created.capabilities.browserVersion}`,
      goto: async (url) => {
        await call('POST', `${session}/url`, { url })
      },
      setViewport: async (width, height) => {
        // The window keeps MiniBrowser's toolbar, and GTK a minimum width (447 px): read back what the page got.
        await call('POST', `${session}/window/rect`, { width, height })
        return evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }))
      },
      evaluate,
      click: (xpath) =>
        retrying(`a click on ${xpath}`, async () => {
          await call('POST', `${session}/element/${await find(xpath)}/click`, {})
        }),
      type: (xpath, text) =>
        retrying(`typing into ${xpath}`, async () => {
          const element = await find(xpath)
          await call('POST', `${session}/element/${element}/clear`, {})
          await call('POST', `${session}/element/${element}/value`, { text })
        }),
      setFiles: (xpath, paths) =>
        retrying(`files for ${xpath}`, async () => {
          // A file input is usually hidden behind a button: locate it without the actionability check.
          const element = await call<Record<string, string>>('POST', `${session}/element`, { using: 'xpath', value: xpath })
          await call('POST', `${session}/element/${element[ELEMENT_KEY]}/value`, { text: paths.join('\n') })
        }),
      screenshot: async () => Buffer.from(await call<string>('GET', `${session}/screenshot`), 'base64'),
      close: async () => {
        await call('DELETE', session).catch(() => undefined)
        await stop(driver)
        await stop(xvfb.process)
        forget()
      },
    }
    return webkit
  } catch (error) {
    await stop(driver)
    await stop(xvfb.process)
    forget()
    const log = Buffer.concat(driverLog).toString().slice(-1000)
    throw new Error(`WebKit did not start: ${error instanceof Error ? error.message : String(error)}${log ? `\n${log}` : ''}`, {
      cause: error,
    })
  }
}
