// A team link as the event's state and deadline make it: the page's one round trip
// (getTeamLink) is a stub, everything else is real, except the photo wizard, a stub that can
// report the server's 'uploads closed' refusal.
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { I18nProvider, type Lang } from '@/i18n'
import { getEventConsent, getTeamRoster, queryClient, type TeamLink, type EventInfo } from '@/lib/api'
import { TeamLinkPage } from '@/features/team-upload'
import type { PhotoWizardProps } from '@/features/team-upload/wizard'
import { toastMock } from '../toast-mock'
import { MJWC } from '../event-fixtures'
import { ROSTER } from './roster-fixture'
import { stubMatchMedia } from './page-test-setup'

const fetchLink = vi.hoisted(() => vi.fn<(eventCode: string, code: string) => Promise<TeamLink>>())
vi.mock('@/lib/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api')>()
  return {
    ...actual,
    getTeamRoster: vi.fn(),
    getEventConsent: vi.fn(),
    useTeamLink: (eventCode: string, code: string) =>
      actual.useQuery(actual.queryKeys.teamLink(eventCode, code), () => fetchLink(eventCode, code)),
    // the portal's support address, as the organizers set it (support_contact)
    useSupportContact: () => actual.useQuery(actual.queryKeys.supportContact, async () => SUPPORT),
  }
})
const SUPPORT = 'help@portal.example.org'
vi.mock('@/components/toast', () => import('../toast-mock'))
vi.mock('@/features/team-upload/wizard', () => ({
  PhotoWizard: ({ player: p, onRefused }: PhotoWizardProps) => (
    <div>
      <img alt={`Cropped photo of ${p.player_name}`} src="blob:x" />
      <button type="button" onClick={() => onRefused?.('uploads-closed', p)}>
        Stub upload refused as closed
      </button>
    </div>
  ),
}))

const CODE = 'ABCDEFGHJKLM'
/** Deadline in the future (three weeks after the clock the test runs at). */
const soon = () => new Date(Date.now() + 21 * 24 * 3600 * 1000).toISOString()

function renderLink(link: Partial<TeamLink> & { event: EventInfo | null }, lang: Lang = 'en') {
  fetchLink.mockResolvedValue({ team: 'Belgium', players: ROSTER, ...link })
  return render(
    <I18nProvider initialLang={lang}>
      <MemoryRouter initialEntries={[`/mjwc2025/${CODE}`]}>
        <Routes>
          <Route path="/" element={<h1>Home page</h1>} />
          <Route path="/:eventCode/:teamCode" element={<TeamLinkPage eventCode="mjwc2025" code={CODE} />} />
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  )
}

beforeAll(stubMatchMedia)
beforeEach(() => {
  fetchLink.mockReset()
  vi.mocked(getTeamRoster).mockReset().mockResolvedValue(ROSTER)
  vi.mocked(getEventConsent).mockReset().mockResolvedValue(null)
  localStorage.clear()
})

describe('the one round trip', () => {
  it('asks for event, team and roster at once and asks nothing more before the list', async () => {
    renderLink({ event: { ...MJWC, uploadDeadline: soon() } })
    expect(screen.getByRole('status')).toHaveTextContent('Loading team…')
    await screen.findByRole('tablist')
    expect(fetchLink).toHaveBeenCalledWith('mjwc2025', CODE)
    expect(fetchLink).toHaveBeenCalledTimes(1)
    expect(getTeamRoster).not.toHaveBeenCalled()
  })

  it("a failed load is the spec's 'Failed to load players', and Try Again asks again", async () => {
    fetchLink.mockRejectedValueOnce(new Error('offline'))
    fetchLink.mockResolvedValue({ event: MJWC, team: 'Belgium', players: ROSTER })
    render(
      <MemoryRouter>
        <TeamLinkPage eventCode="mjwc2025" code={CODE} />
      </MemoryRouter>,
    )
    expect(await screen.findByText('Failed to load players. Please try again.')).toBeInTheDocument()
    // the toast comes from an effect after that render: on a busy machine it can land a moment later
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('Failed to load players', expect.anything()))
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    await screen.findByRole('tablist')
  })

  it('an unknown event goes home; an unknown code is Invalid Access Code', async () => {
    const { unmount } = renderLink({ event: null, team: null, players: null })
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument()
    unmount()
    queryClient.clear() // another page load: nothing cached from the first
    renderLink({ event: MJWC, team: null, players: null })
    expect(await screen.findByRole('heading', { name: 'Invalid Access Code' })).toBeInTheDocument()
  })
})

describe('draft and archived events', () => {
  it.each([
    ['draft', 'Not open yet', "Men's Junior World Cup 2025 is not open for photo uploads yet. Please try again later."],
    ['archived', 'This event has ended', "Men's Junior World Cup 2025 has ended and no longer takes photos."],
  ] as const)('%s: says so, with whom to contact', async (state, title, message) => {
    renderLink({ event: { ...MJWC, state, uploadsOpen: false, contactEmail: 'cup@example.org' }, players: null })
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument()
    expect(screen.getByText(message)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'cup@example.org' })).toHaveAttribute('href', 'mailto:cup@example.org')
  })

  it('in Spanish', async () => {
    renderLink({ event: { ...MJWC, state: 'archived', uploadsOpen: false }, players: null }, 'es')
    expect(await screen.findByRole('heading', { name: 'Este torneo terminó' })).toBeInTheDocument()
  })
})

describe('deadline', () => {
  it("before it: 'Upload by …' under the event name, and the upload panel", async () => {
    renderLink({ event: { ...MJWC, uploadDeadline: '2025-11-28T12:30:00Z' } })
    await screen.findByRole('tablist')
    // the event's time with its zone named; the player's own follows when it differs
    expect(screen.getByTestId('upload-deadline')).toHaveTextContent(
      /^Upload by Friday 28 November( 2025)?, 18:00 \(India Standard Time\)( · \d\d:\d\d your time)?$/,
    )
    expect(screen.getByRole('button', { name: 'Stub upload refused as closed' })).toBeInTheDocument()
  })

  it('in Spanish', async () => {
    renderLink({ event: { ...MJWC, uploadDeadline: '2025-11-28T12:30:00Z' } }, 'es')
    await screen.findByRole('tablist')
    expect(screen.getByTestId('upload-deadline')).toHaveTextContent(
      /^Sube tu foto hasta el viernes 28 de noviembre( de 2025)?, 18:00 \(hora [^)]*India\)( · \d\d:\d\d en tu hora)?$/,
    )
  })

  it('past it: closed since when, whom to contact (the support address without an event contact), no upload buttons', async () => {
    renderLink({ event: { ...MJWC, uploadDeadline: '2025-11-28T12:30:00Z', uploadsOpen: false } })
    await screen.findByRole('tablist')
    const notice = screen.getAllByRole('status').find((s) => s.textContent?.startsWith('Uploads are closed'))
    expect(notice).toHaveTextContent(
      /Uploads for Men's Junior World Cup 2025 closed on Friday 28 November( 2025)?, 18:00 \(India Standard Time\)( · \d\d:\d\d your time)?\./,
    )
    await waitFor(() => expect(notice).toHaveTextContent(`Need help? Contact ${SUPPORT}.`))
    expect(screen.queryByRole('button', { name: /Stub upload|Remind your team|Go to the first player/ })).not.toBeInTheDocument()
  })

  it('closed by an organizer (no deadline passed): closed, without a since', async () => {
    renderLink({ event: { ...MJWC, state: 'closed', uploadsOpen: false, contactEmail: 'cup@example.org' } })
    await screen.findByRole('tablist')
    expect(screen.getByText("Uploads for Men's Junior World Cup 2025 are closed.")).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'cup@example.org' })).toBeInTheDocument()
  })

  it('an upload refused as closed mid-wizard: the same message, the photo stays, the event is read again', async () => {
    renderLink({ event: { ...MJWC, uploadDeadline: soon() } })
    await screen.findByRole('tablist')
    fetchLink.mockResolvedValue({
      event: { ...MJWC, uploadDeadline: '2025-11-28T12:30:00Z', uploadsOpen: false },
      team: 'Belgium',
      players: ROSTER,
    })
    await userEvent.click(screen.getByRole('button', { name: 'Stub upload refused as closed' }))
    expect(await screen.findByText(/^Uploads for Men's Junior World Cup 2025 closed on /)).toBeInTheDocument()
    expect(fetchLink).toHaveBeenCalledTimes(2)
    // the photo is still on screen (the wizard stays), no reminder any more
    expect(screen.getByRole('img', { name: /^Cropped photo of / })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Remind your team' })).not.toBeInTheDocument()
  })
})

describe('Remind your team', () => {
  const ORIGINAL_SHARE = navigator.share
  afterEach(() => {
    Object.defineProperty(navigator, 'share', { configurable: true, value: ORIGINAL_SHARE })
  })

  it('hands the reminder to the share sheet where the browser has one', async () => {
    const share = vi.fn(async () => {})
    Object.defineProperty(navigator, 'share', { configurable: true, value: share })
    renderLink({ event: { ...MJWC, uploadDeadline: '2025-11-28T12:30:00Z' } })
    await userEvent.click(await screen.findByRole('button', { name: 'Remind your team' }))
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1))
    const [{ text, title }] = share.mock.calls[0] as unknown as [ShareData]
    expect(title).toBe("Photo reminder: Belgium, Men's Junior World Cup 2025")
    expect(text).toMatch(/^Photo reminder: Belgium, Men's Junior World Cup 2025\nPlease upload your photo by \w+day \d+ November/)
    expect(text).toContain('Still without a photo (3): Álvaro Schäfer, Jonas Okafor, Seán Ó Briain-Fitzgerald de la Vega y Montenegro')
    expect(text).toContain(`${window.location.origin}/mjwc2025/${CODE}`)
    expect(toastMock.success).not.toHaveBeenCalledWith('Reminder copied. Paste it in your team chat.', expect.anything())
  })

  it('copies it (in Spanish on a Spanish page) where there is none, and says so', async () => {
    Object.defineProperty(navigator, 'share', { configurable: true, value: undefined })
    const user = userEvent.setup() // its clipboard stub stands in for the browser's
    renderLink({ event: { ...MJWC, uploadDeadline: null } }, 'es')
    await user.click(await screen.findByRole('button', { name: 'Recordar al equipo' }))
    await waitFor(() =>
      expect(toastMock.success).toHaveBeenCalledWith('Recordatorio copiado. Pégalo en el chat del equipo.', expect.anything()),
    )
    const copied = await navigator.clipboard.readText()
    expect(copied).toContain('Sube tu foto lo antes posible.')
    expect(copied).toContain('Aún sin foto (3)')
  })

  it('is not offered once every player has a photo', async () => {
    renderLink({ event: MJWC, players: ROSTER.map((p) => ({ ...p, upload_status: true, review_state: 'submitted' as const })) })
    await screen.findByRole('tablist')
    await act(async () => {})
    expect(screen.queryByRole('button', { name: 'Remind your team' })).not.toBeInTheDocument()
  })
})
