// The dashboard and events as data: the switcher lists the database's events (open
// first, then the rest, with a way to the events page), the header says the event's state and
// deadline, and a team card gives the organizer the team's reminder.
import { screen, waitFor, within } from '@testing-library/react'
import { getEventSummary, listTeamPlayers, type AdminPlayer, type EventInfo } from '@/lib/api'
import { renderDashboard } from './dashboard-test-setup'
import { TEAMS } from './team-summary-fixtures'
import { MJWC, WJWC } from '../event-fixtures'
import { toastMock } from '../toast-mock'

vi.mock('@/lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api')>()),
  getEventSummary: vi.fn(),
  getEventStorageUsage: vi.fn(async () => ({ objects: 0, bytes: 0 })),
  listTeamPlayers: vi.fn(),
}))
vi.mock('@/components/toast', () => import('../toast-mock'))
vi.mock('@/components/flag', () => ({ Flag: () => <span data-testid="flag" /> }))

const DRAFT: EventInfo = {
  ...MJWC,
  code: 'mjwc2026',
  name: 'MJWC 2026',
  displayName: "Men's Junior World Cup 2026",
  state: 'draft',
  uploadsOpen: false,
}
const OLD: EventInfo = {
  ...MJWC,
  code: 'mjwc2023',
  name: 'MJWC 2023',
  displayName: "Men's Junior World Cup 2023",
  state: 'archived',
  uploadsOpen: false,
}
const DEADLINE = '2025-11-28T12:30:00.000Z' // 18:00 in India

const admin = (id: number, player_name: string, upload_status: boolean, review_state: AdminPlayer['review_state'] = null) =>
  ({ id, player_name, upload_status, review_state }) as AdminPlayer

beforeEach(() => {
  vi.clearAllMocks()
  vi.mocked(getEventSummary).mockResolvedValue(TEAMS)
})

describe('event switcher', () => {
  it('lists the events of the database, open ones first, and leads to the events page', async () => {
    renderDashboard(undefined, MJWC, [MJWC, WJWC, DRAFT, OLD])
    const switcher = screen.getByRole('combobox', { name: 'Event' })
    const groups = within(switcher).getAllByRole('group')
    expect(groups.map((g) => g.getAttribute('label'))).toEqual(['Open', 'Draft', 'Archived'])
    expect(
      within(switcher)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      "Men's Junior World Cup 2025",
      "Women's Junior World Cup 2025",
      "Men's Junior World Cup 2026",
      "Men's Junior World Cup 2023",
    ])
    expect(screen.getByRole('link', { name: 'All events' })).toHaveAttribute('href', '/admin/events')
  })
})

describe("the event's state and deadline", () => {
  it.each([
    [{ ...MJWC, uploadDeadline: DEADLINE }, 'Open', 'Uploads open until Friday 28 November 2025, 18:00 (Asia/Kolkata)', 'Event settings'],
    [MJWC, 'Open', 'Uploads open, no deadline', 'Event settings'],
    [
      { ...MJWC, uploadDeadline: DEADLINE, uploadsOpen: false },
      'Open',
      'Deadline passed on Friday 28 November 2025, 18:00 (Asia/Kolkata): uploads closed',
      'Extend deadline',
    ],
    [{ ...MJWC, state: 'closed' as const, uploadsOpen: false }, 'Closed', 'Uploads closed by an organizer', 'Event settings'],
    [DRAFT, 'Draft', 'Not open to players yet', 'Event settings'],
  ])('%#: %s', async (event, state, text, link) => {
    renderDashboard(undefined, event, [event])
    const status = screen.getByTestId('event-status')
    expect(within(status).getByTestId('event-state')).toHaveTextContent(state)
    expect(status).toHaveTextContent(text)
    expect(within(status).getByRole('link', { name: link })).toHaveAttribute('href', `/admin/events/${event.code}/edit`)
    await screen.findByText('Overall Progress')
  })
})

describe('reminder from a team card', () => {
  const card = (name: string) => screen.getByRole('link', { name }).closest('article') as HTMLElement

  it('is offered for teams with players still to upload, while the event takes photos', async () => {
    const { unmount } = renderDashboard()
    await screen.findByText('Overall Progress')
    expect(within(card('Argentina')).getByRole('button', { name: 'Reminder for Argentina' })).toBeInTheDocument()
    expect(within(card('England')).queryByRole('button', { name: /Reminder/ })).not.toBeInTheDocument()
    unmount()
    renderDashboard(undefined, { ...MJWC, state: 'closed', uploadsOpen: false })
    await screen.findByText('Overall Progress')
    expect(screen.queryByRole('button', { name: /Reminder for/ })).not.toBeInTheDocument()
  })

  it("names the team's players without a photo, in English or Spanish, with the link and the deadline in the event's zone", async () => {
    vi.mocked(listTeamPlayers).mockResolvedValue([
      admin(1, 'Ana Pérez', false),
      admin(2, 'Bea Núñez', true, 'submitted'),
      admin(3, 'Carla Ruiz', true, 'retake'),
    ])
    const { user } = renderDashboard(undefined, { ...MJWC, uploadDeadline: DEADLINE })
    await screen.findByText('Overall Progress')
    await user.click(within(card('Argentina')).getByRole('button', { name: 'Reminder for Argentina' }))
    const dialog = screen.getByRole('dialog', { name: 'Reminder for Argentina' })
    const message = await within(dialog).findByRole('textbox', { name: 'Message' })
    expect(listTeamPlayers).toHaveBeenCalledWith('MJWC 2025', 'Argentina', expect.any(AbortSignal))
    expect(message).toHaveValue(
      [
        "Photo reminder: Argentina, Men's Junior World Cup 2025",
        'Please upload your photo by Friday 28 November 2025, 18:00.',
        'Still without a photo (2): Ana Pérez, Carla Ruiz',
        '',
        'Open the team link, tap your name and add your photo:',
        `${window.location.origin}/mjwc2025/${TEAMS[0]!.accessCode}`,
      ].join('\n'),
    )
    await user.click(within(dialog).getByRole('radio', { name: 'Español' }))
    expect((message as HTMLTextAreaElement).value).toContain('Aún sin foto (2): Ana Pérez, Carla Ruiz')
    await user.click(within(dialog).getByRole('button', { name: 'Copy reminder' }))
    await waitFor(() => expect(toastMock.success).toHaveBeenCalledWith('Reminder copied!'))
    expect(await navigator.clipboard.readText()).toContain('Sube tu foto hasta el viernes 28 de noviembre de 2025, 18:00.')
  })
})
