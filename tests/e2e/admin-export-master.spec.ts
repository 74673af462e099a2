// The head-and-shoulders master, end to end in Chromium: a player uploads a real portrait (the
// face check frames the square on the face), the phone keeps a master beside the square, and an
// organizer's 35:45 accreditation export is cut from that master: 420×540, the manifest says
// `master`, and the picture is the master's frame around the player's square (the face where the
// square put it, the whole square inside), not the square narrowed.
import { readFile } from 'node:fs/promises'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import JSZip from 'jszip'
import type { Page } from '@playwright/test'
import { REPO_ROOT } from '../../server/db/db.ts'
import { test, expect } from './fixtures'
import { jpegSize } from '../fixtures/jpeg-size.ts'
import { renditionFrame } from '../../src/features/admin-export/rendition-frame.ts'

const EVENT = 'Master Cup 2026'
const CODE = 'mastercup'
const PLAYER = 'Ada Lovelace'
const ACCREDITATION = {
  id: 'oc',
  name: 'Accreditation — OC',
  shape: '35:45',
  width: 420,
  format: 'jpeg',
  max_kb: 500,
  template: '{name}',
  folders: 'flat',
  photos: 'current',
  manifest: true,
}

test.beforeAll(async ({ backend }) => {
  await backend.query(
    `insert into events select (jsonb_populate_record(null::events, to_jsonb(e) || jsonb_build_object(
       'code', $2::text, 'name', $1::text, 'display_name', $1::text, 'short_name', 'Master Cup', 'state', 'open',
       'auto_approve', false, 'export_destinations', jsonb_build_array($3::jsonb), 'export_destinations_version', 1))).*
       from events e where e.name = 'MJWC 2025' on conflict do nothing`,
    [EVENT, CODE, JSON.stringify(ACCREDITATION)],
  )
  await backend.query(
    `insert into team_access (event_name, team, code) values ($1, 'Canada', private.random_code()) on conflict do nothing`,
    [EVENT],
  )
  await backend.query('delete from event_uploads where event_name = $1', [EVENT])
  await backend.query(`insert into event_uploads (event_name, team, player_name) values ($1, 'Canada', $2)`, [EVENT, PLAYER])
})

const wizard = (page: Page) => page.locator('[data-wizard-step]')
const button = (page: Page, name: string) => wizard(page).getByRole('button', { name, exact: true })

test('a player upload keeps a master, and the 35:45 export is cut from it at 420×540', async ({ page, backend, signInAsAdmin }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/${CODE}/${await backend.codeFor(EVENT, 'Canada')}`)
  const chooser = page.waitForEvent('filechooser')
  await button(page, 'Choose photo').click()
  await (
    await chooser
  ).setFiles({
    name: 'IMG_portrait.jpg',
    mimeType: 'image/jpeg',
    buffer: readFileSync(join(REPO_ROOT, 'tests', 'fixtures', 'faces', 'portrait-off-centre.jpg')),
  })
  await expect(page.locator('[data-wizard-step="crop"][data-face-check="done"]')).toHaveCount(1, { timeout: 30_000 })
  await button(page, 'Use photo').click()
  await expect(wizard(page).getByRole('heading', { name: 'Check your photo' })).toBeVisible({ timeout: 30_000 })
  await page.getByRole('checkbox').check()
  await button(page, 'Upload').click()
  await expect(page.getByRole('alertdialog', { name: 'Upload Successful' })).toBeVisible({ timeout: 45_000 })

  // the master goes up after the player's success, in the background: wait until it is recorded
  type Version = { photo_path: string; master_path: string | null; master_square: number[] | null }
  const recorded = async () =>
    (
      await backend.query<Version>(
        `select v.photo_path, v.master_path, v.master_square from photo_versions v join event_uploads u on u.photo_path = v.photo_path
          where u.event_name = $1 and u.player_name = $2`,
        [EVENT, PLAYER],
      )
    )[0]
  await expect.poll(async () => (await recorded())?.master_path ?? null, { timeout: 30_000 }).toMatch(/\.master\.jpg$/)
  const version = await recorded()
  const bytesOf = async (key: string) =>
    new Uint8Array(await (await fetch(`${backend.url}/storage/v1/object/public/player-photos/${key}`)).arrayBuffer())
  const master = await bytesOf(version!.master_path!)
  const square = await bytesOf(version!.photo_path)
  // a 4:5 portrait 1.6 times as wide as the square: this face is small in the photo, so the frame
  // has fewer than 1600 px of it and is kept at the photo's own pixels (never upscaled)
  const masterSize = jpegSize(master)!
  expect(masterSize.width / masterSize.height).toBeCloseTo(4 / 5, 2)
  const [x, y, w, h] = version!.master_square!
  expect(masterSize.width).toBeGreaterThanOrEqual(Math.min(1280, Math.floor(w! * 1.6) - 2))
  expect(masterSize.height).toBeLessThanOrEqual(1600)
  const squareInMaster = { x: x!, y: y!, width: w!, height: h! }
  expect(w).toBe(h)
  expect(x! + w!).toBeLessThanOrEqual(masterSize.width)
  expect(y! + h!).toBeLessThanOrEqual(masterSize.height)

  // the organizer exports (a browser without the save picker: one download)
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.addInitScript(() => delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker)
  await signInAsAdmin(page, CODE)
  await page.getByRole('link', { name: 'Hand over photos' }).click()
  const card = page.getByRole('article', { name: 'Accreditation — OC' })
  const download = page.waitForEvent('download')
  await card.getByRole('button', { name: 'Export 1 photo' }).click()
  const zip = await JSZip.loadAsync(await readFile((await (await download).path())!))
  const picture = await zip.file(`${PLAYER}.jpg`)!.async('uint8array')
  expect(jpegSize(picture)).toEqual({ width: 420, height: 540 })
  const manifest = (await zip.file('manifest.csv')!.async('string'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
  expect(manifest[0]).toContain(',bytes,source,note')
  expect(manifest[1]).toMatch(/,420,540,\d+,master,$/)

  // The picture is the master's 35:45 frame around the player's square: it matches that part of
  // the master, and the player's square (the face where the square put it) is wholly inside it,
  // where it matches the stored square.
  const frame = renditionFrame({ size: masterSize, square: squareInMaster }, '35:45', 420)
  const s = 420 / frame.crop.width
  const inOutput = {
    x: (squareInMaster.x - frame.crop.x) * s,
    y: (squareInMaster.y - frame.crop.y) * s,
    width: squareInMaster.width * s,
    height: squareInMaster.height * s,
  }
  expect(inOutput.x).toBeGreaterThanOrEqual(-1)
  expect(inOutput.y).toBeGreaterThanOrEqual(0)
  expect(inOutput.x + inOutput.width).toBeLessThanOrEqual(421)
  expect(inOutput.y + inOutput.height).toBeLessThanOrEqual(541)
  const diff = await page.evaluate(
    async ({ picture, master, square, crop, inOutput }) => {
      const bitmap = (bytes: number[]) => createImageBitmap(new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }))
      const [pic, mas, sq] = await Promise.all([bitmap(picture), bitmap(master), bitmap(square)])
      const pixels = (draw: (ctx: OffscreenCanvasRenderingContext2D) => void, w: number, h: number) => {
        const ctx = new OffscreenCanvas(w, h).getContext('2d')!
        draw(ctx)
        return ctx.getImageData(0, 0, w, h).data
      }
      const meanDiff = (a: Uint8ClampedArray, b: Uint8ClampedArray) => {
        let sum = 0
        for (let i = 0; i < a.length; i += 4)
          sum += Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!)
        return sum / (a.length / 4) / 3
      }
      const whole = pixels((c) => c.drawImage(pic, 0, 0), 420, 540)
      const fromMaster = pixels((c) => c.drawImage(mas, crop.x, crop.y, crop.width, crop.height, 0, 0, 420, 540), 420, 540)
      // the same picture from the square alone (the old way): the square stretched over the frame
      const fromSquare = pixels((c) => c.drawImage(sq, 0, 0, 420, 540), 420, 540)
      const r = { x: Math.round(inOutput.x), y: Math.round(inOutput.y), w: Math.round(inOutput.width), h: Math.round(inOutput.height) }
      const part = pixels((c) => c.drawImage(pic, r.x, r.y, r.w, r.h, 0, 0, 128, 128), 128, 128)
      const stored = pixels((c) => c.drawImage(sq, 0, 0, 128, 128), 128, 128)
      return { master: meanDiff(whole, fromMaster), square: meanDiff(whole, fromSquare), squareInside: meanDiff(part, stored) }
    },
    { picture: [...picture], master: [...master], square: [...square], crop: frame.crop, inOutput },
  )
  expect(diff.master).toBeLessThan(4)
  expect(diff.squareInside).toBeLessThan(8)
  expect(diff.square).toBeGreaterThan(diff.master * 3)
})
