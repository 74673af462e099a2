// @vitest-environment node
// The app's own upload (src/lib/api/upload-player-photo.ts) against the real local backend: the
// player's answer comes before any byte of the head-and-shoulders master is sent, and the master
// is then stored and recorded on the version the upload created. Storage PUTs go through
// XMLHttpRequest, which Node lacks: jsdom's stands in (real HTTP). Not the jsdom environment:
// the backend in this process needs Node's own globals.
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { JSDOM } from 'jsdom'
import { startTestBackend, type TestBackend } from './helpers'
import { importAppDataModule, type AppDataModule } from './app-data-module'
import { fakeJpeg } from '../fixtures/fake-jpeg.ts'

const EVENT = 'MJWC 2025'
const TEAM = 'Argentina'

let be: TestBackend
let api: AppDataModule
const sent: string[] = []
const dom = new JSDOM('', { url: 'http://localhost/' })
// jsdom's XMLHttpRequest sends jsdom's Blobs only
const jpeg = (bytes: number) => new dom.window.Blob([fakeJpeg(bytes)], { type: 'image/jpeg' })

beforeAll(async () => {
  be = await startTestBackend()
  const Xhr = dom.window.XMLHttpRequest
  const open = Xhr.prototype.open
  Xhr.prototype.open = function (this: XMLHttpRequest, method: string, url: string | URL, ...rest: unknown[]) {
    sent.push(decodeURI(new URL(url).pathname))
    return (open as (...a: unknown[]) => void).call(this, method, url, ...rest)
  } as typeof open
  vi.stubGlobal('XMLHttpRequest', Xhr)
  api = await importAppDataModule(be, (method, path) => {
    if (method === 'POST') sent.push(path)
  })
})
afterAll(async () => {
  vi.unstubAllGlobals()
  dom.window.close()
  await be?.close()
})

it("answers the player before the master is sent, then records the master on the upload's version", async () => {
  const code = await be.codeFor(EVENT, TEAM)
  const [player] = (
    await be.db.pg.query<{ id: number }>(
      `select id from event_uploads where event_name = $1 and team = $2 and not upload_status order by id limit 1`,
      [EVENT, TEAM],
    )
  ).rows
  let masterDone: (outcome: string) => void = () => {}
  const outcome = new Promise<string>((resolve) => (masterDone = resolve))
  const square = { x: 200, y: 150, width: 800, height: 800 }
  const uploaded = await api.uploadPlayerPhoto({
    eventName: EVENT,
    code,
    playerId: player!.id,
    photo: jpeg(40_000),
    thumb: jpeg(4_000),
    master: { master: jpeg(120_000), width: 1280, height: 1600, square },
    consent: true,
    onMasterDone: masterDone,
  })
  // the answer: the square is the player's photo; nothing of the master has gone out yet
  expect(uploaded.upload_status).toBe(true)
  const atAnswer = [...sent]
  expect(atAnswer.filter((p) => p.includes('/storage/v1/object/'))).toHaveLength(2)
  expect(atAnswer.some((p) => p.endsWith('.master.jpg') || p.includes('attach_upload_master'))).toBe(false)
  expect(atAnswer.at(-1)).toBe('/rest/v1/rpc/finish_upload')
  const [current] = (await be.db.pg.query<{ photo_path: string }>('select photo_path from event_uploads where id = $1', [player!.id])).rows
  expect((await be.db.pg.query('select master_path from photo_versions where photo_path = $1', [current!.photo_path])).rows).toEqual([
    { master_path: null },
  ])

  // then, in the background: the master under the same ticket, and its record
  expect(await outcome).toBe('recorded')
  const after = sent.slice(atAnswer.length)
  expect(after).toEqual([
    expect.stringMatching(/^\/storage\/v1\/object\/player-photos\/.+\.master\.jpg$/),
    '/rest/v1/rpc/attach_upload_master',
  ])
  const [version] = (
    await be.db.pg.query<{ master_path: string; master_square: number[] }>(
      'select master_path, master_square from photo_versions where photo_path = $1',
      [current!.photo_path],
    )
  ).rows
  expect(version).toEqual({ master_path: current!.photo_path.replace(/\.jpg$/, '.master.jpg'), master_square: [200, 150, 800, 800] })
})
