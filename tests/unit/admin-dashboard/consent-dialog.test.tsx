// 'Consent' on the dashboard: the event's consent loaded fresh, checked (non-empty, at most 2000
// characters) and saved through the data module.
import { screen, waitFor, within } from '@testing-library/react'
import toast from '@/components/toast'
import { ApiError, getEventConsent, getEventSummary, setEventConsent } from '@/lib/api'
import { consentTextError } from '@/features/admin-dashboard/consent-text'
import { renderDashboard } from './dashboard-test-setup'
import { TEAMS } from './team-summary-fixtures'

vi.mock('@/lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api')>()),
  getEventSummary: vi.fn(),
  getEventStorageUsage: vi.fn(async () => ({ objects: 0, bytes: 0 })),
  getEventConsent: vi.fn(),
  setEventConsent: vi.fn(),
}))
vi.mock('@/components/toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }))
vi.mock('@/components/flag', () => ({ Flag: () => <span data-testid="flag" /> }))

const CONSENT = { required: true, textEn: 'I agree to the use of this photo.', textEs: 'Acepto el uso de esta foto.' }

beforeEach(() => {
  vi.clearAllMocks()
  vi.mocked(getEventSummary).mockResolvedValue(TEAMS)
  vi.mocked(getEventConsent).mockResolvedValue(CONSENT)
  vi.mocked(setEventConsent).mockResolvedValue()
})

async function openConsent() {
  const view = renderDashboard()
  await screen.findByText('Overall Progress')
  await view.user.click(screen.getByRole('button', { name: 'Consent' }))
  const dialog = screen.getByRole('dialog', { name: 'Consent' })
  await within(dialog).findByRole('textbox', { name: 'Consent text (English)' })
  return { ...view, dialog }
}

describe('consent texts', () => {
  it('must be non-empty and at most 2000 characters once trimmed, counted as the database does', () => {
    expect(consentTextError('   ', 'English')).toBe('Please enter the English consent text')
    expect(consentTextError(` ${'a'.repeat(2000)} `, 'Spanish')).toBeNull()
    expect(consentTextError('a'.repeat(2001), 'Spanish')).toBe('The Spanish text can have at most 2000 characters (it has 2001)')
    expect(consentTextError('😀'.repeat(2000), 'English')).toBeNull() // 4000 UTF-16 units, 2000 characters
  })
})

describe('AdminDashboardPage: Consent', () => {
  it("shows the event's consent and saves the edited texts, trimmed", async () => {
    const { user, dialog } = await openConsent()
    expect(getEventConsent).toHaveBeenCalledWith('MJWC 2025', true, expect.any(AbortSignal))
    const required = within(dialog).getByRole('checkbox', { name: 'Players must agree before they upload' })
    expect(required).toBeChecked()
    const es = within(dialog).getByRole('textbox', { name: 'Consent text (Spanish)' })
    expect(within(dialog).getByRole('textbox', { name: 'Consent text (English)' })).toHaveValue(CONSENT.textEn)
    expect(es).toHaveValue(CONSENT.textEs)

    await user.click(required)
    await user.clear(es)
    await user.type(es, '  Acepto.  ')
    await user.click(within(dialog).getByRole('button', { name: 'Save consent' }))
    expect(setEventConsent).toHaveBeenCalledWith('MJWC 2025', { required: false, textEn: CONSENT.textEn, textEs: 'Acepto.' })
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Consent settings saved'))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('refuses an empty or too long text, naming the field, and saves nothing', async () => {
    const { user, dialog } = await openConsent()
    const en = within(dialog).getByRole('textbox', { name: 'Consent text (English)' })
    await user.clear(en)
    await user.click(within(dialog).getByRole('button', { name: 'Save consent' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter the English consent text')
    expect(en).toHaveAttribute('aria-invalid', 'true')

    await user.click(en)
    await user.paste('x'.repeat(2001))
    expect(within(dialog).getByText('2001 / 2000')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Save consent' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The English text can have at most 2000 characters (it has 2001)')
    expect(setEventConsent).not.toHaveBeenCalled()
  })

  it("keeps the dialog open with the toast 'Failed to save the consent text' when saving fails", async () => {
    vi.mocked(setEventConsent).mockRejectedValueOnce(new ApiError('save-consent', { kind: 'network' }))
    const { user, dialog } = await openConsent()
    await user.click(within(dialog).getByRole('button', { name: 'Save consent' }))
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to save the consent text'))
    expect(screen.getByRole('dialog', { name: 'Consent' })).toBeInTheDocument()
  })

  it('says when the settings could not be loaded, with Try Again', async () => {
    vi.mocked(getEventConsent).mockRejectedValueOnce(new ApiError('load-roster', { kind: 'network' }))
    const { user } = renderDashboard()
    await screen.findByText('Overall Progress')
    await user.click(screen.getByRole('button', { name: 'Consent' }))
    const dialog = screen.getByRole('dialog', { name: 'Consent' })
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("Couldn't load the consent settings")
    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }))
    expect(await within(dialog).findByRole('textbox', { name: 'Consent text (English)' })).toHaveValue(CONSENT.textEn)
  })
})
