// @vitest-environment node
// The data folder's lock as `npm start` takes it: a stale lock naming a live process that is not
// the server that wrote it (PID 1, a reused pid) does not block a start; a running portal does,
// and a second `npm start --build` on its folder refuses before building, so the running one
// keeps serving its app, unchanged. And the build itself: a new folder swapped in only complete.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdir, mkdtemp, readFile, readdir, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runToExit, send, START_TIMEOUT_MS, startPortal, type PortalProcess } from './portal-process'
import { lockDataDir, LOCK_FILE, OWNER_FILE } from '../../server/db/data-dir-lock.ts'
import { buildAndSwap } from '../../server/cli/build-app.ts'

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/app-1234.js"></script></head><body><div id="root"></div></body></html>'
const ASSET = 'console.log("the running build")'

let dir = ''
let dist = ''
let data = ''
let portal: PortalProcess | null = null

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portal-lock-'))
  dist = join(dir, 'dist')
  data = join(dir, 'data')
  await mkdir(join(dist, 'assets'), { recursive: true })
  await writeFile(join(dist, 'index.html'), INDEX)
  await writeFile(join(dist, 'assets', 'app-1234.js'), ASSET)
  // left by a crashed server whose pid now belongs to another live process (PID 1 always runs)
  await mkdir(data, { recursive: true })
  await writeFile(join(data, LOCK_FILE), '1\n')
  await writeFile(join(data, OWNER_FILE), JSON.stringify({ pid: 1, startedAt: 'not-when-pid-1-started' }))
  portal = await startPortal('server/cli/start.ts', { DATA_DIR: data, DIST_DIR: dist })
}, START_TIMEOUT_MS + 30_000)

afterAll(async () => {
  await portal?.stop()
  if (dir) await rm(dir, { recursive: true, force: true })
}, 60_000)

describe('the data folder lock', () => {
  it('a stale lock naming a live process (PID 1) did not block the start; the lock now names the portal', async () => {
    expect(portal!.output()).toContain('App:')
    const pid = Number((await readFile(join(data, LOCK_FILE), 'utf8')).trim())
    expect(pid).not.toBe(1)
    expect(JSON.parse(await readFile(join(data, OWNER_FILE), 'utf8'))).toMatchObject({ pid, startedAt: expect.any(String) })
  })

  it.skipIf(process.platform !== 'linux')(
    'an old-style lock (pid only) written before its process started does not block either',
    async () => {
      const other = join(dir, 'legacy')
      await mkdir(other)
      await writeFile(join(other, LOCK_FILE), '1\n')
      await utimes(join(other, LOCK_FILE), new Date(1000), new Date(1000)) // long before PID 1 started
      const lock = await lockDataDir(other)
      await lock.release()
    },
  )

  it(
    "a second npm start on the running portal's folder refuses before building and leaves its app alone",
    async () => {
      const before = await readdir(dir)
      const second = await runToExit('server/cli/start.ts', ['--build'], { DATA_DIR: data, DIST_DIR: dist, PORT: '0' })
      expect(second.code).toBe(1)
      expect(second.output).toMatch(/Another local backend \(pid \d+\) is using /)
      expect(second.output).toContain(`delete ${join(data, LOCK_FILE)} and start again`)
      expect(second.output).toContain('Nothing was built or started.')
      expect(await readdir(dir)).toEqual(before) // no build folder beside dist
      const page = await send(portal!.port, '/', { headers: { accept: 'text/html' } })
      expect(page.status).toBe(200)
      expect(page.body).toBe(INDEX)
      const asset = await send(portal!.port, '/assets/app-1234.js')
      expect(asset.status).toBe(200)
      expect(asset.body).toBe(ASSET)
    },
    START_TIMEOUT_MS,
  )
})

describe("npm start's build (buildAndSwap)", () => {
  it('a failing build leaves the served folder as it was, and no half-built folder', async () => {
    const served = join(dir, 'swap-fail')
    await mkdir(served)
    await writeFile(join(served, 'index.html'), 'old')
    await expect(
      buildAndSwap(served, async (out) => {
        await mkdir(out, { recursive: true })
        await writeFile(join(out, 'half.js'), 'half')
        throw new Error('build interrupted')
      }),
    ).rejects.toThrow('build interrupted')
    expect(await readFile(join(served, 'index.html'), 'utf8')).toBe('old')
    expect((await readdir(dir)).filter((n) => n.startsWith('swap-fail.'))).toEqual([])
  })

  it('a complete build replaces the folder, and leftovers of an interrupted one go', async () => {
    const served = join(dir, 'swap-ok')
    await mkdir(served)
    await writeFile(join(served, 'index.html'), 'old')
    await mkdir(join(dir, 'swap-ok.building-999999999')) // a build killed earlier (no such pid)
    await buildAndSwap(served, async (out) => {
      await mkdir(out, { recursive: true })
      await writeFile(join(out, 'index.html'), 'new')
    })
    expect(await readFile(join(served, 'index.html'), 'utf8')).toBe('new')
    expect((await readdir(dir)).filter((n) => n.startsWith('swap-ok.'))).toEqual([])
  })
})
