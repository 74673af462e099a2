// The portal as a newcomer starts it: `server/cli/start.ts` or `server/cli/dev.ts` in a child process
// with the environment a shell would give it, polled until it answers (never a fixed wait),
// then stopped with its whole process group (npx → tsx → node).
import { spawn, type ChildProcess } from 'node:child_process'
import { request } from 'node:http'
import { connect, createServer } from 'node:net'
import { networkInterfaces } from 'node:os'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { setTimeout as delay } from 'node:timers/promises'

export const REPO = resolve(fileURLToPath(new URL('../..', import.meta.url)))
export const START_TIMEOUT_MS = 90_000

export type Reply = { status: number; headers: Record<string, string | string[] | undefined>; type: string; body: string }

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const s = createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port
      s.close(() => resolvePort(p))
    })
  })
}

/** A request with the path sent byte for byte (fetch would resolve `..` and `%2e%2e` first). */
export function send(
  port: number,
  path: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Reply> {
  return new Promise((resolveReply, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: opts.method ?? 'GET', headers: { accept: '*/*', ...opts.headers }, timeout: 30_000 },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolveReply({
            status: res.statusCode ?? 0,
            headers: res.headers,
            type: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
        res.on('error', reject)
      },
    )
    req.on('timeout', () => req.destroy(new Error(`timeout: ${path}`)))
    req.on('error', reject)
    req.end(opts.body)
  })
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0)
    return true
  } catch {
    return false
  }
}

export type PortalProcess = { port: number; output(): string; stop(): Promise<void> }

/** Starts `script` (relative to the repo) on a free port and waits until its app page and banner are there. */
export async function startPortal(script: string, env: Record<string, string>): Promise<PortalProcess> {
  const port = await freePort()
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, PORT: String(port) }
  // as from a shell: default HOST, not the test runner's mode
  for (const k of Object.keys(childEnv)) if (k === 'HOST' || k === 'NODE_ENV' || k === 'TEST' || k.startsWith('VITEST')) delete childEnv[k]
  const child: ChildProcess = spawn('npx', ['tsx', script], { cwd: REPO, env: childEnv, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()))
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()))

  const stop = async () => {
    const pid = child.pid
    if (!pid || !groupAlive(pid)) return
    process.kill(-pid, 'SIGTERM') // the server closes PGlite on SIGTERM
    const deadline = Date.now() + 20_000
    while (groupAlive(pid) && Date.now() < deadline) await delay(100)
    if (groupAlive(pid)) process.kill(-pid, 'SIGKILL')
    while (groupAlive(pid)) await delay(100)
  }

  const deadline = Date.now() + START_TIMEOUT_MS
  let last = ''
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${script} exited early:\n${output}`)
    try {
      const r = await send(port, '/', { headers: { accept: 'text/html' } })
      if (r.status === 200 && r.body.includes('<div id="root">') && output.includes('App:')) return { port, output: () => output, stop }
      last = `HTTP ${r.status}`
    } catch (e) {
      last = String(e)
    }
    await delay(250)
  }
  await stop()
  throw new Error(`${script} did not answer within ${START_TIMEOUT_MS / 1000} s (last: ${last}):\n${output}`)
}

/** This machine's first non-loopback IPv4 address, if it has one. */
export function lanAddress(): string | null {
  for (const addrs of Object.values(networkInterfaces())) {
    for (const a of addrs ?? []) if (a.family === 'IPv4' && !a.internal) return a.address
  }
  return null
}

/** What a TCP connection to host:port gets: 'connected', 'timeout' or the error code. */
export function connectOutcome(host: string, port: number): Promise<string> {
  return new Promise<string>((resolveCode) => {
    const socket = connect({ host, port, timeout: 5_000 })
    socket.once('connect', () => {
      socket.destroy()
      resolveCode('connected')
    })
    socket.once('timeout', () => {
      socket.destroy()
      resolveCode('timeout')
    })
    socket.once('error', (e: NodeJS.ErrnoException) => resolveCode(e.code ?? String(e)))
  })
}

export type Finished = { code: number | null; output: string }

/** Runs `script` (relative to the repo) with `args` until it exits on its own, as from a shell. */
export function runToExit(script: string, args: string[], env: Record<string, string>, timeoutMs = START_TIMEOUT_MS): Promise<Finished> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env }
  for (const k of Object.keys(childEnv)) if (k === 'HOST' || k === 'NODE_ENV' || k === 'TEST' || k.startsWith('VITEST')) delete childEnv[k]
  const child = spawn('npx', ['tsx', script, ...args], { cwd: REPO, env: childEnv, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()))
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()))
  return new Promise((resolveRun, reject) => {
    const timer = setTimeout(() => {
      if (child.pid && groupAlive(child.pid)) process.kill(-child.pid, 'SIGKILL')
      reject(new Error(`${script} ${args.join(' ')} did not exit within ${timeoutMs / 1000} s:\n${output}`))
    }, timeoutMs)
    child.once('error', reject)
    child.once('close', (code) => {
      clearTimeout(timer)
      resolveRun({ code, output })
    })
  })
}
