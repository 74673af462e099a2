// @vitest-environment node
// The data folder is its user's alone: it holds every team code, the admin's password
// and its hash, the token secret and every photo. `npm start` on a new folder makes every folder
// 700 and every file 600 (the database's files included, which PGlite asks to be 666); a folder
// left open by an older version, or copied in by hand, is tightened at the next start, photos too.
import { chmod, lstat, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer } from '../../server/app.ts'
import { START_TIMEOUT_MS, startPortal, send, type PortalProcess } from './portal-process'
import { jpegBytes } from '../ops/ops-helpers.ts'

let dir = ''

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'data-modes-'))
  await writeFile(join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>')
})
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
}, 60_000)

type Entry = { path: string; mode: number; dir: boolean }

async function walk(root: string): Promise<Entry[]> {
  const out: Entry[] = []
  const visit = async (path: string) => {
    const s = await lstat(path)
    if (s.isSymbolicLink()) return
    out.push({ path: path.slice(root.length) || '/', mode: s.mode & 0o777, dir: s.isDirectory() })
    if (s.isDirectory()) for (const n of await readdir(path)) await visit(join(path, n))
  }
  await visit(root)
  return out
}

/** Every entry that another local user could read, write or enter. */
const open = (entries: Entry[]) => entries.filter((e) => e.mode !== (e.dir ? 0o700 : 0o600)).map((e) => `${e.path} ${e.mode.toString(8)}`)

describe('the data folder is private', () => {
  it(
    'npm start makes a new one 700, its files 600, the database and photos included',
    async () => {
      const data = join(dir, 'new')
      let portal: PortalProcess | null = null
      try {
        portal = await startPortal('server/cli/start.ts', { DATA_DIR: data, DIST_DIR: dir })
        expect((await send(portal.port, '/')).status).toBe(200)
        const objects = (await walk(data)).filter((e) => e.path.startsWith('/storage/') && !e.dir)
        expect(objects.length).toBeGreaterThan(10)
        const entries = await walk(data)
        expect(entries.filter((e) => e.path.startsWith('/pg/') && !e.dir).length).toBeGreaterThan(100)
        expect(open(entries)).toEqual([])
      } finally {
        await portal?.stop()
      }
      // and after it stopped (the shutdown's checkpoint writes too)
      expect(open(await walk(data))).toEqual([])
    },
    START_TIMEOUT_MS + 60_000,
  )

  it('a folder left open (755 folders, 666 files) is tightened at start, photos and secrets included', async () => {
    const data = join(dir, 'old')
    const first = await startServer({ dataDir: data, seed: true })
    await first.close()
    // as an older version left it: folders 755, database files 666, photos 644
    for (const e of await walk(data)) await chmod(join(data, e.path), e.dir ? 0o755 : e.path.startsWith('/storage/') ? 0o644 : 0o666)
    await writeFile(join(data, 'storage', 'player-photos', 'loose.jpg'), jpegBytes(), { mode: 0o666 })
    await chmod(join(data, 'storage', 'player-photos', 'loose.jpg'), 0o666)
    expect(open(await walk(data)).length).toBeGreaterThan(100)

    const again = await startServer({ dataDir: data })
    try {
      expect(again.url).not.toBe('')
      expect(open(await walk(data))).toEqual([])
    } finally {
      await again.close()
    }
  }, 240_000)
})
