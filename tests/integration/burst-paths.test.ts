// Under a burst the local backend's single database queue carries database work only: an
// upload's bytes are written to disk before the request joins the queue, and a photo read after
// its first read is answered from the file store without a transaction. Both are shown by holding
// the queue (or the disk write) on purpose and watching the other request finish meanwhile.
// Also: a function's signature is cached like PostgREST's schema cache, and a function created
// later is still found.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FileHandle } from 'node:fs/promises'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer, type RunningServer } from '../../server/app.ts'
import { placeholderJpeg } from '../../server/db/seed-photos.ts'
import { anonRpc, beginUpload, putPhoto, uploadablePlayer } from './upload-steps.ts'
import { clientFor } from './helpers.ts'

let dir = ''
let srv: RunningServer
/** While set, a disk write waits for it: the test decides when the bytes land. */
let writeGate: Promise<void> | null = null
let writeStarted: () => void = () => undefined

async function gatedWrite(handle: FileHandle, data: Buffer): Promise<void> {
  if (writeGate) {
    writeStarted()
    await writeGate
  }
  await handle.writeFile(data)
}

/** Holds the database queue until the returned release is called. */
function holdQueue(): { held: Promise<void>; release: () => void } {
  let release: () => void = () => undefined
  const open = new Promise<void>((r) => (release = r))
  let entered: () => void = () => undefined
  const held = new Promise<void>((r) => (entered = r))
  void srv.db.serial(async () => {
    entered()
    await open
  })
  return { held, release }
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'burst-paths-'))
  // durable: false — what is shown here is the queue, not fsync, and a durable seed costs a minute on a busy machine
  srv = await startServer({ dataDir: dir, seed: true, durable: false, blobWrite: gatedWrite, logErrors: false })
}, 300_000)

afterAll(async () => {
  await srv?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
}, 60_000)

describe('the database queue under a burst', () => {
  it("writes an upload's bytes before it joins the queue: other calls go on while the disk is busy", async () => {
    const player = await uploadablePlayer(srv)
    const ticket = await beginUpload(srv, player)
    let land: () => void = () => undefined
    writeGate = new Promise((r) => (land = r))
    const started = new Promise<void>((r) => (writeStarted = r))
    const upload = putPhoto(srv, ticket.photo_key, placeholderJpeg('Burst', 64))
    await started
    // the photo's bytes are still on their way to disk, yet a roster call is answered
    const roster = await anonRpc<unknown[]>(srv, 'team_roster', { p_event: player.event_name, p_code: player.code })
    expect(roster.length).toBeGreaterThan(0)
    writeGate = null
    land()
    expect((await upload).status).toBe(200)
  })

  it('answers a photo read again while the queue is held, and a removed photo as not found', async () => {
    const admin = clientFor(srv.url, srv.anonKey)
    expect((await admin.auth.signInWithPassword({ email: srv.adminEmail, password: srv.adminPassword ?? '' })).error).toBeNull()
    // an object no row or ticket names, so the admin may remove it afterwards
    const key = 'mjwc2025/Belgium/burst-read.jpg'
    const bytes = placeholderJpeg('Read', 64)
    expect(
      (await admin.storage.from('player-photos').upload(key, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }))).error,
    ).toBeNull()
    const url = `${srv.url}/storage/v1/object/public/player-photos/${key}`
    const first = await fetch(url)
    expect(first.status).toBe(200)
    const etag = first.headers.get('etag')

    const { held, release } = holdQueue()
    await held
    try {
      const again = await fetch(url)
      expect(again.status).toBe(200)
      expect(again.headers.get('content-type')).toBe('image/jpeg')
      expect(again.headers.get('etag')).toBe(etag)
      expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true)
    } finally {
      release()
    }

    const removed = await admin.storage.from('player-photos').remove([key])
    expect(removed.data?.map((o) => o.name)).toEqual([key])
    // as Supabase Storage answers a missing object: HTTP 400, the real status in the body
    const gone = await fetch(url)
    expect(gone.status).toBe(400)
    expect(await gone.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' })
  })
})

describe("functions, like PostgREST's schema cache", () => {
  it('finds a function created after the first calls', async () => {
    const call = () =>
      fetch(`${srv.url}/rest/v1/rpc/burst_probe`, {
        method: 'POST',
        headers: { apikey: srv.anonKey, 'content-type': 'application/json' },
        body: '{}',
      })
    expect((await call()).status).toBe(404)
    await srv.db.pg.exec(`create function public.burst_probe() returns int language sql as $$ select 7 $$;
                          grant execute on function public.burst_probe() to anon;`)
    const res = await call()
    expect(res.status).toBe(200)
    expect(await res.json()).toBe(7)
  })
})
