import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { I18nProvider } from '@/i18n'
import { ApiError, type EventInfo } from '@/lib/api'
import { LandingPage } from '@/features/landing'
import { EVENTS, MJWC } from '../event-fixtures'

// The open events come from the database (list_open_events): only that fetcher is a stub; the
// page's useQuery stays real.
const fetchOpenEvents = vi.hoisted(() => vi.fn<() => Promise<EventInfo[]>>())
const fetchSupport = vi.hoisted(() => vi.fn<() => Promise<string | null>>())
const SUPPORT = 'help@portal.example.org'
vi.mock('@/lib/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api')>()
  return {
    ...actual,
    useOpenEvents: () => actual.useQuery(actual.queryKeys.openEvents, fetchOpenEvents),
    // the portal's support address, as the organizers set it (support_contact); null: none set
    useSupportContact: () => actual.useQuery(actual.queryKeys.supportContact, fetchSupport),
  }
})

function renderLanding() {
  return render(
    <I18nProvider initialLang="en">
      <MemoryRouter>
        <LandingPage />
      </MemoryRouter>
    </I18nProvider>,
  )
}

/** The page once the events are in. */
async function renderLoaded(events: readonly EventInfo[] = EVENTS) {
  fetchOpenEvents.mockResolvedValue([...events])
  const view = renderLanding()
  await waitFor(() => expect(screen.queryByText('Loading tournaments…')).not.toBeInTheDocument())
  return view
}

beforeEach(() => {
  localStorage.clear()
  fetchOpenEvents.mockReset()
  fetchSupport.mockReset().mockResolvedValue(SUPPORT)
})

describe('landing page (spec §1, §2)', () => {
  it('welcomes visitors with one h1 and has header, main and footer landmarks', async () => {
    await renderLoaded()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome to the Player Photo Upload Portal')
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('main')).toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
  })

  it("has the header link 'Admin Login' to /admin/mjwc2025, the first open event (/admin until the events are in)", async () => {
    fetchOpenEvents.mockReturnValue(new Promise(() => {}))
    const { unmount } = renderLanding()
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Admin Login' })).toHaveAttribute('href', '/admin')
    unmount()
    await renderLoaded()
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Admin Login' })).toHaveAttribute('href', '/admin/mjwc2025')
  })

  it('lists the open events from the database with location, dates and the access-link hint', async () => {
    await renderLoaded()
    expect(fetchOpenEvents).toHaveBeenCalledTimes(1)
    const section = screen.getByRole('region', { name: 'Active Tournaments' })
    const cards = within(section).getAllByRole('article')
    expect(cards).toHaveLength(2)
    const [men, women] = cards as [HTMLElement, HTMLElement]
    expect(within(men).getByRole('heading', { name: "Men's Junior World Cup 2025" })).toBeInTheDocument()
    expect(men).toHaveTextContent('Tamil Nadu, India')
    expect(men).toHaveTextContent(/Nov 28\s*–\s*Dec 10, 2025/)
    expect(within(women).getByRole('heading', { name: "Women's Junior World Cup 2025" })).toBeInTheDocument()
    expect(women).toHaveTextContent('Santiago, Chile')
    expect(women).toHaveTextContent(/Dec 1\s*–\s*13, 2025/)
    for (const card of cards) {
      expect(card).toHaveTextContent('Team managers and players: use the secure access link for your team to upload photos.')
    }
  })

  it("shows the upload deadline in the reader's language, or that uploads are closed", async () => {
    await renderLoaded([
      { ...MJWC, uploadDeadline: '2025-11-28T12:30:00Z' },
      { ...MJWC, code: 'late', displayName: 'Late Cup', uploadDeadline: '2025-11-01T12:30:00Z', uploadsOpen: false },
    ])
    const [open, closed] = within(screen.getByRole('region', { name: 'Active Tournaments' })).getAllByRole('article') as [
      HTMLElement,
      HTMLElement,
    ]
    // the event's time, its zone named
    expect(open).toHaveTextContent(/Upload by Friday 28 November( 2025)?, 18:00 \(India Standard Time\)/)
    expect(closed).toHaveTextContent('Uploads are closed')
  })

  it('says so while the events load, when none is open, and when they fail (with Try Again)', async () => {
    const user = userEvent.setup()
    let fail: (e: Error) => void = () => {}
    fetchOpenEvents.mockReturnValueOnce(new Promise((_, reject) => (fail = reject)))
    renderLanding()
    expect(screen.getByRole('status')).toHaveTextContent('Loading tournaments…')
    fail(new ApiError('load-events', { kind: 'network' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent("The tournaments couldn't load. Check your connection and try again.")
    fetchOpenEvents.mockResolvedValueOnce([])
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByText('No tournament is open for photo uploads right now.')).toBeInTheDocument()
    expect(fetchOpenEvents).toHaveBeenCalledTimes(2)
  })

  it('explains the three steps with the stated limits, and who to contact without a link', async () => {
    await renderLoaded()
    const steps = within(screen.getByRole('region', { name: 'How it works' })).getAllByRole('listitem')
    expect(steps).toHaveLength(3)
    expect(steps[0]).toHaveTextContent('receives a secure access link from the organizers and shares it')
    expect(steps[1]).toHaveTextContent("Players open their team's unique link")
    expect(steps[2]).toHaveTextContent('JPEG/PNG, max 5MB')
    // most players are on a phone (they tap), and WebP and HEIC photos work
    expect(steps[2]).toHaveTextContent(/^.*Tap or click your own name/)
    expect(steps[2]).toHaveTextContent(/WebP and iPhone HEIC/)
    expect(steps[2]).not.toHaveTextContent(/^Click/)
    expect(screen.getByText("Don't have a link, or having problems? Please contact the tournament organizers.")).toBeInTheDocument()
  })

  it("ends with the copyright line of the events' year (2025 for the spec's) and a mailto link to technical support", async () => {
    await renderLoaded()
    const footer = screen.getByRole('contentinfo')
    expect(footer).toHaveTextContent('© 2025 Player Photo Portal. All rights reserved.')
    await waitFor(() => expect(footer).toHaveTextContent(`Technical support: ${SUPPORT}`))
    expect(within(footer).getByRole('link', { name: SUPPORT })).toHaveAttribute('href', `mailto:${SUPPORT}`)
  })

  it('shows no support line while the organizers have set no address', async () => {
    fetchSupport.mockResolvedValue(null)
    await renderLoaded()
    await waitFor(() => expect(fetchSupport).toHaveBeenCalled())
    expect(screen.getByRole('contentinfo')).not.toHaveTextContent('Technical support')
  })

  it('takes the copyright year from the data, not from the code', async () => {
    await renderLoaded([{ ...MJWC, startDate: '2027-03-01', endDate: '2027-03-10' }])
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2027 Player Photo Portal. All rights reserved.')
  })

  it('switches to Spanish, dates included (event names are data: as the organizer typed them)', async () => {
    await renderLoaded()
    // the switcher is in the header; CSS shows one copy per screen size (jsdom sees both)
    await userEvent.click(screen.getAllByRole('button', { name: 'Español' })[0]!)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Te damos la bienvenida al portal de fotos oficiales')
    expect(screen.getAllByRole('link', { name: 'Acceso de administración' })[0]).toHaveAttribute('href', '/admin/mjwc2025')
    expect(screen.getByRole('heading', { name: 'Torneos en curso' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: "Men's Junior World Cup 2025" })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Torneos en curso' })).toHaveTextContent(/28 (de )?nov/)
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025 Portal de fotos oficiales')
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`Soporte técnico: ${SUPPORT}`)
    await waitFor(() => expect(document.documentElement.lang).toBe('es'))
    expect(screen.getByRole('region', { name: 'Cómo funciona' })).toHaveTextContent('Toca o selecciona tu nombre')
    expect(screen.getByRole('region', { name: 'Cómo funciona' })).toHaveTextContent('WebP y las fotos HEIC')
  })
})
