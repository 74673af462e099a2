// Every screen a player goes through is axe clean on the two phone sizes the issue names (390 ×
// 844, and the smallest, 320 × 640), in English and Spanish: the team page with an organizers'
// retake request open (the wizard's Select inside it), the wizard's error for a GIF, Crop with
// the face check's answer, and Review.
//
// Each size in one language, each language at one size: Spanish, the longer texts, at the
// smallest size, where they wrap most; English at 390 px. What else the language could change for
// axe is the texts themselves, and tests/unit/i18n/messages.test.ts holds Spanish to every key of
// English with no empty text; <html lang> per language is player-stumbles.spec.ts's.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { REPO_ROOT } from '../../server/db/db.ts'
import { readFixture } from '../fixtures/files.ts'
import { adminApi, setPhotoAsAdmin } from './admin-api'
import { expectAxeClean } from './axe'
import { expect, test } from './fixtures'
import { seedTeam } from './team-seed'

const EVENT = 'MJWC 2025'
const TEAM = 'Screens'
const portrait = readFileSync(join(REPO_ROOT, 'tests', 'fixtures', 'faces', 'portrait.jpg'))

const WORDS = {
  en: {
    retake: 'The organizers asked for a new photo',
    choose: 'Choose photo',
    unsupported: 'This file type is not supported.',
    use: 'Use photo',
    review: 'Check your photo',
  },
  es: {
    retake: 'La organización pidió una foto nueva',
    choose: 'Elegir foto',
    unsupported: 'Este tipo de archivo no es compatible.',
    use: 'Usar foto',
    review: 'Revisa tu foto',
  },
} as const

test.beforeAll(async ({ backend }) => {
  await seedTeam(backend, EVENT, TEAM, ['Ana Ortiz', 'Bruno Díaz', 'Carla Vidal'])
  const api = await adminApi(backend)
  const jpeg = new Uint8Array(portrait)
  const row = await setPhotoAsAdmin(api, backend, { event: EVENT, team: TEAM, name: 'Ana Ortiz' }, jpeg, jpeg)
  const review = await api.rpc('review_photo', {
    p_id: row.id,
    p_seen_photo_path: row.photo_path,
    p_decision: 'retake',
    p_reason: 'face-not-visible',
    p_note: null,
  })
  expect(review.error).toBeNull()
})

for (const { viewport, lang } of [
  { viewport: { width: 390, height: 844 }, lang: 'en' },
  { viewport: { width: 320, height: 640 }, lang: 'es' },
] as const) {
  test(`team page and wizard, ${viewport.width} × ${viewport.height}, ${lang}: axe clean`, async ({ browser, backend }) => {
    test.slow() // two photos decoded and checked on a phone-sized page
    const words = WORDS[lang]
    const context = await browser.newContext({
      baseURL: backend.url,
      viewport,
      hasTouch: true,
      locale: lang === 'es' ? 'es-CL' : 'en-US',
    })
    await context.addInitScript((l) => localStorage.setItem('portal.lang', l), lang)
    const page = await context.newPage()
    const wizard = page.locator('[data-wizard-step]')
    const what = (screen: string) => `${viewport.width} ${lang} ${screen}`
    await page.goto(`/mjwc2025/${await backend.codeFor(EVENT, TEAM)}`)
    await expect(page.getByText(words.retake, { exact: true })).toBeVisible({ timeout: 30_000 })
    // the whole page, the wizard's Select on it: one scan checks both
    await expect(wizard.getByRole('button', { name: words.choose, exact: true })).toBeVisible()
    await expectAxeClean(page, { what: what('team page, retake request, select') })

    let chooser = page.waitForEvent('filechooser')
    await wizard.getByRole('button', { name: words.choose, exact: true }).click()
    await (await chooser).setFiles({ name: 'party.gif', mimeType: 'image/gif', buffer: Buffer.from(readFixture('pixel.gif')) })
    await expect(wizard.getByRole('alert')).toContainText(words.unsupported)
    await expectAxeClean(page, { what: what('GIF error') })

    chooser = page.waitForEvent('filechooser')
    await wizard.getByRole('button', { name: words.choose, exact: true }).click()
    await (await chooser).setFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: portrait })
    await expect(page.locator('[data-wizard-step="crop"][data-face-check="done"]')).toHaveCount(1, { timeout: 60_000 })
    await expectAxeClean(page, { what: what('crop') })

    await wizard.getByRole('button', { name: words.use, exact: true }).click()
    await expect(wizard.getByRole('heading', { name: words.review })).toBeVisible({ timeout: 30_000 })
    await expectAxeClean(page, { what: what('review') })
    await context.close()
  })
}
