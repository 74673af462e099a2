// The labelled set (tests/fixtures/face-set) through the real wizard in Chromium: each photo is
// chosen as a player would, and the face check answers in the app's own worker, on the picture
// the browser decoded and scaled. tests/unit/face/face-set.test.ts runs the same set in Node; the
// two must agree on every photo: no animal, drawing or thing is taken for a person's face (so none
// can be approved automatically), and every photo of people has one. The scores it prints (the
// main face the worker answered) are those of docs/face-check.md. Then the photo this engine once
// took for a face goes all the way through an event that approves clean photos automatically.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page, Worker } from '@playwright/test'
import { REPO_ROOT } from '../../server/db/db.ts'
import { expect, test } from './fixtures'
import { seedTeam } from './team-seed'

const EVENT = 'MJWC 2025'
const SET = join(REPO_ROOT, 'tests', 'fixtures', 'face-set')
type Label = 'person' | 'animal' | 'artwork' | 'none'
const files = Object.entries(JSON.parse(readFileSync(join(SET, 'labels.json'), 'utf8')) as Record<string, { label: Label }>)

/** What the worker answered for the last photo: the faces it calls a person's, with their scores. */
async function watchFaceWorker(page: Page): Promise<() => Promise<number[] | null>> {
  let worker: Worker | null = null
  const hooked = new Promise<void>((resolve) => {
    page.on('worker', (w) => {
      if (!/face/.test(w.url())) return
      worker = w
      // The worker's replies pass through self.postMessage: keep the last result's scores.
      void w
        .evaluate(() => {
          const scope = self as unknown as { postMessage(m: unknown): void; lastScores?: number[] | null }
          const post = scope.postMessage.bind(scope)
          scope.postMessage = (m: unknown) => {
            const result = (m as { result?: { faces?: { score: number }[] } | null }).result
            if (result && 'faces' in result) scope.lastScores = result.faces!.map((f) => Math.round(f.score * 1000) / 1000)
            post(m)
          }
        })
        .then(resolve)
    })
  })
  return async () => {
    await hooked
    return worker!.evaluate(() => (self as unknown as { lastScores?: number[] | null }).lastScores ?? null)
  }
}

test('the labelled set in Chromium: every person found, no animal, drawing or thing taken for a face', async ({ page, backend }) => {
  test.setTimeout(15 * 60_000)
  const wizard = page.locator('[data-wizard-step]')
  const scores = await watchFaceWorker(page)
  await page.goto(`/mjwc2025/${await backend.codeFor(EVENT, 'Canada')}`)
  const found: Record<string, { label: Label; face: boolean; noFaceShown: boolean; scores: number[] | null }> = {}
  for (const [file, { label }] of files) {
    const chooser = page.waitForEvent('filechooser')
    await wizard.getByRole('button', { name: 'Choose photo', exact: true }).click()
    await (await chooser).setFiles({ name: file, mimeType: 'image/jpeg', buffer: readFileSync(join(SET, file)) })
    await expect(page.locator('[data-wizard-step="crop"][data-face-check="done"]')).toHaveCount(1, { timeout: 60_000 })
    // What the worker answered decides (on a busy machine it may answer after Crop stopped waiting
    // for it, and the square then stays centred); without a face the square says "no face".
    const faces = await scores()
    const noFaceShown = (await page.locator('[data-finding="no-face"]').count()) > 0
    found[file] = { label, face: faces !== null && faces.length > 0, noFaceShown, scores: faces }
    await wizard.getByRole('button', { name: 'Back', exact: true }).click()
    await expect(page.locator('[data-wizard-step="select"]')).toHaveCount(1)
  }
  const line = (l: Label) => {
    const of = Object.entries(found).filter(([, r]) => r.label === l)
    const yes = of.filter(([, r]) => r.face)
    return `${l}: ${yes.length} of ${of.length}${yes.length ? ` (${yes.map(([f, r]) => `${f} ${r.scores?.[0] ?? '?'}`).join(', ')})` : ''}`
  }
  console.log(['Chromium, photos with a person’s face:', ...(['person', 'animal', 'artwork', 'none'] as const).map(line)].join('\n  '))

  const named = (l: Label, face: boolean) =>
    Object.entries(found)
      .filter(([, r]) => r.label === l && r.face === face)
      .map(([f]) => f)
  expect(Object.values(found).every((r) => r.scores !== null)).toBe(true)
  expect(named('person', false)).toEqual([])
  // what a player and automatic approval see of it: every photo without a person's face says so
  expect(
    Object.entries(found)
      .filter(([, r]) => !r.face && !r.noFaceShown)
      .map(([f]) => f),
  ).toEqual([])
  expect(named('animal', true)).toEqual([])
  expect(named('none', true)).toEqual([])
  expect(named('artwork', true).filter((f) => f.includes('drawn'))).toEqual([])
})

test("with automatic approval on, the tabby cat this engine once took for a face is uploaded as 'no face' and waits for a person", async ({
  page,
  backend,
}) => {
  const team = 'Face Set'
  await seedTeam(backend, EVENT, team, ['Chelsea Tabby'])
  // The setting is the event's: off again at the end, for the specs this worker runs next.
  await backend.query('update public.events set auto_approve = true where name = $1', [EVENT])
  try {
    const wizard = page.locator('[data-wizard-step]')
    await page.goto(`/mjwc2025/${await backend.codeFor(EVENT, team)}`)
    const chooser = page.waitForEvent('filechooser')
    await wizard.getByRole('button', { name: 'Choose photo', exact: true }).click()
    await (await chooser).setFiles({ name: 'cat.jpg', mimeType: 'image/jpeg', buffer: readFileSync(join(SET, 'animal-chelsea.jpg')) })
    await expect(page.locator('[data-wizard-step="crop"][data-face-check="done"]')).toHaveCount(1, { timeout: 60_000 })
    await wizard.getByRole('button', { name: 'Use photo', exact: true }).click()
    await expect(wizard.getByRole('heading', { name: 'Check your photo' })).toBeVisible({ timeout: 30_000 })
    await expect(page.locator('[data-finding="no-face"]')).toBeVisible()
    await page.getByRole('checkbox').check() // the seed's event asks for consent
    await wizard.getByRole('button', { name: 'Upload', exact: true }).click()
    await expect(page.getByRole('alertdialog', { name: 'Upload Successful' })).toBeVisible({ timeout: 45_000 })
    const [stored] = await backend.query<{ review_state: string; auto_approved: boolean; findings: string[] }>(
      `select v.review_state, v.auto_approved, v.findings from photo_versions v join event_uploads u on u.id = v.upload_id
        where u.event_name = $1 and u.team = $2 and v.photo_path = u.photo_path`,
      [EVENT, team],
    )
    expect(stored).toMatchObject({ review_state: 'submitted', auto_approved: false })
    expect(stored!.findings).toContain('no-face')
  } finally {
    await backend.query('update public.events set auto_approve = false where name = $1', [EVENT])
  }
})
