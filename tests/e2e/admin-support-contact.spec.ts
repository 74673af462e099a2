// The technical-support address players see in every footer is the organizers' to set, in the
// admin area (not a build value): saved here, it is what the landing page and a team link show.
import { test, expect } from './fixtures'
import { expectAxeClean } from './axe'

const DEMO = 'photos-support@hockey-juniors.example'
const NEW = 'help@lisbon-cup.example.org'

test.describe.configure({ mode: 'serial' })

// later specs of this worker read the seed's footer address
test.afterAll(async ({ backend }) => {
  await backend.query('update portal_settings set support_email = $1', [DEMO])
})

test('an organizer sets the support address, and players see it in the footer', async ({ page, backend, signInAsAdmin }) => {
  await signInAsAdmin(page)
  await page.goto('/admin/events')
  const section = page.getByRole('region', { name: 'Technical support' })
  const field = section.getByLabel('Support e-mail address')
  await expect(field).toHaveValue(DEMO)
  await expectAxeClean(page)

  await field.fill(NEW)
  await section.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(`Support address saved: ${NEW}`)).toBeVisible()
  expect((await backend.query<{ support_email: string }>('select support_email from portal_settings'))[0]?.support_email).toBe(NEW)

  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: NEW })).toHaveAttribute('href', `mailto:${NEW}`)
})

test('a second organizer who saw the old address is refused, and sees the new one', async ({ page, backend, signInAsAdmin }) => {
  await signInAsAdmin(page)
  await page.goto('/admin/events')
  const section = page.getByRole('region', { name: 'Technical support' })
  const field = section.getByLabel('Support e-mail address')
  await expect(field).toHaveValue(NEW)
  // meanwhile, another organizer changes it
  await backend.query('update portal_settings set support_email = $1', ['other@lisbon-cup.example.org'])
  await field.fill('mine@lisbon-cup.example.org')
  await section.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Another organizer changed the support address since you opened the page')).toBeVisible()
  expect((await backend.query<{ support_email: string }>('select support_email from portal_settings'))[0]?.support_email).toBe(
    'other@lisbon-cup.example.org',
  )
  await expect(field).toHaveValue('other@lisbon-cup.example.org')
})
