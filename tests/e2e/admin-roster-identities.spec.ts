// Roster identities end to end in real Chromium: an organizer imports a roster CSV with shirt
// numbers, family and given names, roles and accreditation IDs (one column the portal does not
// recognise is mapped by hand in the preview), the team link shows the numbers, and an export
// names its files from those fields: '{team_code}_{number}_{FAMILY}_{given}_{id}'.
import { readFile } from 'node:fs/promises'
import JSZip from 'jszip'
import { test, expect } from './fixtures'
import { adminApi, setPhotoAsAdmin } from './admin-api'
import { makeJpeg } from '../fixtures/browser-images.ts'
import { expectAxeClean } from './axe'

const EVENT = 'Identity Cup 2026'
const CODE = 'identitycup'
const CSV = [
  'Team;Player;No.;Surname;First name;Position;Badge',
  'Germany;Jonas Müller;#1;Müller;Jonas;GK;ACR-0001',
  'Germany;Ole Schmidt;7;Schmidt;Ole;Field player;ACR-0007',
  'Germany;Max Weber;7;Weber;Max;;ACR-0099',
  'India;Harmanpreet Singh;13;Singh;Harmanpreet;;ACR-1013',
  'India;Sreejesh P. R.;16;;;Goalkeeper;acr-0001',
].join('\r\n')

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ backend }) => {
  await backend.query(
    `insert into events select (jsonb_populate_record(null::events, to_jsonb(e) || jsonb_build_object(
       'code', $2::text, 'name', $1::text, 'display_name', $1::text, 'short_name', 'Identity Cup', 'state', 'open',
       -- a day after MJWC 2025 starts, so /admin still lands on MJWC 2025 for the other specs
       'start_date', e.start_date + 1,
       'export_destinations', '[]'::jsonb, 'export_destinations_version', 0))).*
       from events e where e.name = 'MJWC 2025' on conflict do nothing`,
    [EVENT, CODE],
  )
})

test('imports a roster with numbers, names, roles and IDs, mapping an unknown column in the preview', async ({
  page,
  backend,
  signInAsAdmin,
}) => {
  await signInAsAdmin(page, CODE)
  await page.getByRole('button', { name: 'Import Roster' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Import Roster' })
  await dialog.getByLabel('Roster CSV file').setInputFiles({ name: 'roster.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) })
  const columns = dialog.getByRole('group', { name: 'Columns' })
  await expect(columns.getByLabel(/^No\./)).toHaveValue('number')
  await expect(columns.getByLabel(/^Position/)).toHaveValue('role')
  await expect(columns.getByLabel(/^Badge/)).toHaveValue('ignore')
  await columns.getByLabel(/^Badge/).selectOption('external_id')

  const rows = dialog.getByRole('table').getByRole('row')
  const statusOf = (line: number) =>
    rows
      .filter({ has: page.getByRole('cell', { name: String(line), exact: true }) })
      .getByRole('cell')
      .last()
  await expect(statusOf(2)).toHaveText('New team (gets a new access code)')
  await expect(statusOf(3)).toHaveText('Will be added')
  await expect(statusOf(4)).toHaveText('Number 7 is taken in this team')
  await expect(statusOf(6)).toHaveText('ID acr-0001 is taken in this event')
  await expect(dialog.getByText('#1 · Goalkeeper · Müller, Jonas · ID ACR-0001')).toBeVisible()
  await expectAxeClean(page, { what: 'import preview with the column chooser' })
  // nothing written by the preview
  expect(await backend.query('select 1 from event_uploads where event_name = $1', [EVENT])).toHaveLength(0)

  await dialog.getByRole('button', { name: 'Import 3 players' }).click()
  await expect(dialog).toBeHidden()
  const stored = await backend.query<{ player_name: string; shirt_number: number; family_name: string; role: string; external_id: string }>(
    'select player_name, shirt_number, family_name, role, external_id from event_uploads where event_name = $1 order by player_name',
    [EVENT],
  )
  expect(stored).toEqual([
    { player_name: 'Harmanpreet Singh', shirt_number: 13, family_name: 'Singh', role: 'player', external_id: 'ACR-1013' },
    { player_name: 'Jonas Müller', shirt_number: 1, family_name: 'Müller', role: 'goalkeeper', external_id: 'ACR-0001' },
    { player_name: 'Ole Schmidt', shirt_number: 7, family_name: 'Schmidt', role: 'player', external_id: 'ACR-0007' },
  ])
})

test("the team link shows each player's number beside the name", async ({ browser, backend }) => {
  const context = await browser.newContext({ baseURL: backend.url, viewport: { width: 390, height: 844 } })
  const phone = await context.newPage()
  await phone.goto(`/${CODE}/${await backend.codeFor(EVENT, 'Germany')}`)
  await expect(phone.getByRole('button', { name: /^Jonas Müller ?, number 1/ })).toBeVisible()
  await expect(phone.getByRole('button', { name: /^Ole Schmidt ?, number 7/ })).toBeVisible()
  await expectAxeClean(phone, { what: 'team link with shirt numbers' })
  await context.close()
})

test('an export names its files from the roster: team code, number, FAMILY, given, ID', async ({ page, backend, signInAsAdmin }) => {
  const maker = await page.context().newPage()
  const photo = await makeJpeg(maker, { width: 800, height: 800, noise: 20 })
  const thumb = await makeJpeg(maker, { width: 256, height: 256, noise: 20 })
  await maker.close()
  const api = await adminApi(backend)
  for (const [team, name] of [
    ['Germany', 'Jonas Müller'],
    ['Germany', 'Ole Schmidt'],
    ['India', 'Harmanpreet Singh'],
  ]) {
    await setPhotoAsAdmin(api, backend, { event: EVENT, team: team!, name: name! }, photo, thumb)
  }
  await page.addInitScript(() => delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker)
  await signInAsAdmin(page, CODE)
  await page.getByRole('link', { name: 'Hand over photos' }).click()
  await page.getByRole('button', { name: 'Add destination' }).click()
  const form = page.getByRole('dialog', { name: 'New destination' })
  await form.getByLabel('Name', { exact: true }).fill('Accreditation — OC')
  await form.getByLabel('Width in pixels').fill('420')
  await form.getByLabel('Folders').selectOption('flat')
  await form.getByLabel('Photos').selectOption('current')
  await form.getByLabel(/^File name/).fill('{team_code}_{number}_{FAMILY}_{given}_{id}')
  await expect(form.getByTestId('name-preview').getByRole('listitem').first()).toHaveText('GER_1_MÜLLER_Jonas_ACR-0001.jpg')
  await form.getByLabel('Add manifest.csv', { exact: false }).check()
  await form.getByRole('button', { name: 'Save destination' }).click()

  const card = page.getByRole('article', { name: 'Accreditation — OC' })
  const download = page.waitForEvent('download')
  await card.getByRole('button', { name: 'Export 3 photos' }).click()
  const zip = await JSZip.loadAsync(await readFile((await (await download).path())!))
  const names = Object.keys(zip.files).sort()
  expect(names).toEqual([
    'GER_1_MÜLLER_Jonas_ACR-0001.jpg',
    'GER_7_SCHMIDT_Ole_ACR-0007.jpg',
    'IND_13_SINGH_Harmanpreet_ACR-1013.jpg',
    'manifest.csv',
  ])
  const manifest = (await zip.file('manifest.csv')!.async('string'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
  expect(manifest.find((l) => l.startsWith('GER_1_'))).toMatch(
    /^GER_1_MÜLLER_Jonas_ACR-0001\.jpg,Germany,GER,Jonas Müller,1,Müller,Jonas,ACR-0001,goalkeeper,approved,/,
  )
})
