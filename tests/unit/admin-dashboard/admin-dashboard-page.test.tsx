import { screen, waitFor, within } from '@testing-library/react'
import toast from '@/components/toast'
import { ApiError, addTeam, getEventSummary, regenerateTeamCode, type TeamSummary } from '@/lib/api'
import { renderDashboard } from './dashboard-test-setup'
import { team, TEAMS } from './team-summary-fixtures'

vi.mock('@/lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api')>()),
  getEventSummary: vi.fn(),
  getEventStorageUsage: vi.fn(async () => ({ objects: 0, bytes: 0 })),
  addTeam: vi.fn(),
  regenerateTeamCode: vi.fn(),
  importRoster: vi.fn(),
}))
vi.mock('@/components/toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }))
vi.mock('@/components/flag', () => ({ Flag: () => <span data-testid="flag" /> }))

const summary = vi.mocked(getEventSummary)
const deferred = <T,>() => {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const card = (name: string) => screen.getByRole('link', { name }).closest('article') as HTMLElement
const tile = (label: string) => within(screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement).getByRole('definition')
const cardNames = () => screen.queryAllByTestId('team-card').map((c) => within(c).getByRole('link').textContent)

beforeEach(() => {
  vi.clearAllMocks()
  summary.mockResolvedValue(TEAMS)
})

describe('AdminDashboardPage: states', () => {
  it('shows the header and a loading state until the teams arrive', async () => {
    const d = deferred<TeamSummary[]>()
    summary.mockReturnValueOnce(d.promise)
    renderDashboard()
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument()
    expect(screen.getByText("Men's Junior World Cup 2025 · Photo Management")).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Loading teams…')
    expect(screen.queryByText('Overall Progress')).not.toBeInTheDocument()
    d.resolve(TEAMS)
    expect(await screen.findByText('Overall Progress')).toBeInTheDocument()
    expect(summary).toHaveBeenCalledWith('MJWC 2025', expect.any(AbortSignal))
  })

  it("shows 'Failed to load teams data' with a retry that loads again", async () => {
    summary.mockRejectedValueOnce(new ApiError('load-teams', { kind: 'network' }))
    const { user } = renderDashboard()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Failed to load teams data')
    expect(toast.error).toHaveBeenCalledWith('Failed to load teams data', expect.anything())
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByText('Overall Progress')).toBeInTheDocument()
    expect(summary).toHaveBeenCalledTimes(2)
  })

  it('invites to set up an event that has no teams yet', async () => {
    summary.mockResolvedValueOnce([])
    renderDashboard()
    expect(await screen.findByText('No teams yet')).toBeInTheDocument()
    expect(tile('Total Teams')).toHaveTextContent('0')
    expect(screen.getByTestId('overall-percentage')).toHaveTextContent('0%')
  })

  it("shows 'No teams found matching your criteria' when the search finds nothing", async () => {
    const { user } = renderDashboard()
    await user.type(await screen.findByPlaceholderText('Search teams...'), 'Atlantis')
    expect(screen.getByText('No teams found matching your criteria')).toBeInTheDocument()
    expect(screen.queryAllByTestId('team-card')).toHaveLength(0)
  })
})

describe('AdminDashboardPage: numbers', () => {
  it('shows the four tiles and the rounded overall percentage', async () => {
    renderDashboard()
    await screen.findByText('Overall Progress')
    expect(tile('Total Teams')).toHaveTextContent('6')
    expect(tile('Complete')).toHaveTextContent('2')
    expect(tile('Photos')).toHaveTextContent('63')
    expect(tile('Players')).toHaveTextContent('100')
    expect(screen.getByTestId('overall-percentage')).toHaveTextContent('63%')
    expect(screen.getByRole('progressbar', { name: 'Overall Progress' })).toHaveAttribute('aria-valuenow', '63')
  })

  it('shows each card with uploaded/total, percentage, Complete badge and the spec colours', async () => {
    renderDashboard()
    await screen.findByText('Overall Progress')
    const england = card('England')
    expect(within(england).getByText('20/20 players')).toBeInTheDocument()
    expect(within(england).getByText('100%')).toBeInTheDocument()
    expect(within(england).getByText('Complete')).toBeInTheDocument()
    expect(within(england).getByRole('progressbar')).toHaveAttribute('data-tone', 'green')

    const germany = card('Germany')
    expect(within(germany).getByText('12/20 players')).toBeInTheDocument()
    expect(within(germany).getByText('60%')).toBeInTheDocument()
    expect(within(germany).queryByText('Complete')).not.toBeInTheDocument()
    expect(within(germany).getByRole('progressbar')).toHaveAttribute('data-tone', 'yellow')

    expect(within(card("Côte d'Ivoire")).getByRole('progressbar')).toHaveAttribute('data-tone', 'red') // 45 %
    expect(within(card('Argentina')).getByRole('progressbar')).toHaveAttribute('data-tone', 'red')
  })

  it('never shows an unfinished team as 100 % Complete', async () => {
    summary.mockResolvedValueOnce([team('Almost', 199, 200)])
    renderDashboard()
    const almost = await screen.findByRole('link', { name: 'Almost' })
    const c = almost.closest('article') as HTMLElement
    expect(within(c).getByText('99%')).toBeInTheDocument()
    expect(within(c).queryByText('Complete')).not.toBeInTheDocument()
    expect(tile('Complete')).toHaveTextContent('0')
  })

  it("shows the team's real last update and 'No activity yet' for a team without players", async () => {
    renderDashboard()
    await screen.findByText('Overall Progress')
    const time = within(card('Germany')).getByText((_, el) => el?.tagName === 'TIME')
    expect(time).toHaveAttribute('dateTime', '2025-11-20T10:15:00Z')
    expect(within(card('Newcomers')).getByText(/No activity yet/)).toBeInTheDocument()
  })
})

describe('AdminDashboardPage: search, filter, navigation', () => {
  it('searches case-insensitively and filters Complete / Incomplete', async () => {
    const { user } = renderDashboard()
    await screen.findByText('Overall Progress')
    expect(cardNames()).toEqual(['Argentina', "Côte d'Ivoire", 'England', 'Germany', 'India', 'Newcomers'])

    const filter = screen.getByRole('combobox', { name: 'Filter teams' })
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Teams', 'Complete', 'Incomplete', 'Teams with photos to review'])
    await user.selectOptions(filter, 'Complete')
    expect(cardNames()).toEqual(['England', 'India'])
    await user.selectOptions(filter, 'Incomplete')
    expect(cardNames()).toEqual(['Argentina', "Côte d'Ivoire", 'Germany', 'Newcomers'])

    await user.type(screen.getByRole('searchbox', { name: 'Search teams' }), 'GER')
    expect(cardNames()).toEqual(['Germany'])
    expect(screen.getByText('Showing 1 of 6 teams')).toBeInTheDocument()
    // the tiles keep counting the whole event
    expect(tile('Total Teams')).toHaveTextContent('6')
  })

  it('opens /admin/{event}/{urlSafeName} from a card, by keyboard too', async () => {
    const { user } = renderDashboard()
    const link = await screen.findByRole('link', { name: "Côte d'Ivoire" })
    expect(link).toHaveAttribute('href', "/admin/mjwc2025/C%C3%B4te%20d'Ivoire")
    link.focus()
    await user.keyboard('{Enter}')
    expect(screen.getByTestId('location')).toHaveTextContent("/admin/mjwc2025/C%C3%B4te%20d'Ivoire")
  })

  it('switches event through the admin path of the chosen event', async () => {
    const { user } = renderDashboard()
    await screen.findByText('Overall Progress')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Event' }), "Women's Junior World Cup 2025")
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/wjwc2025')
  })

  it('logs out once, however often Logout is clicked', async () => {
    let finish!: () => void
    const onLogout = vi.fn(() => new Promise<void>((r) => (finish = r)))
    const { user } = renderDashboard(onLogout)
    const logout = screen.getByRole('button', { name: 'Logout' })
    await user.click(logout)
    await user.click(logout)
    expect(onLogout).toHaveBeenCalledTimes(1)
    expect(logout).toBeDisabled()
    finish()
    await waitFor(() => expect(logout).toBeEnabled())
  })

  it('Refresh reloads the numbers without blanking the page', async () => {
    const { user } = renderDashboard()
    await screen.findByText('Overall Progress')
    summary.mockResolvedValueOnce([team('England', 20, 20), team('Germany', 20, 20)])
    await user.click(screen.getByRole('button', { name: 'Refresh' }))
    await waitFor(() => expect(tile('Complete')).toHaveTextContent('2'))
    expect(tile('Total Teams')).toHaveTextContent('2')
    expect(screen.queryByText('Loading teams…')).not.toBeInTheDocument()
  })
})

describe('AdminDashboardPage: access links', () => {
  it("copies a team's link from its card, toasts, and shows it in 'Team Access Link'", async () => {
    const { user } = renderDashboard()
    await screen.findByText('Overall Progress')
    const germany = team('Germany', 12, 20)
    await user.click(screen.getByRole('button', { name: 'Copy access link for Germany' }))
    const link = `${window.location.origin}/mjwc2025/${germany.accessCode}`
    expect(await navigator.clipboard.readText()).toBe(link)
    expect(toast.success).toHaveBeenCalledWith('Link copied for Germany!')
    const dialog = screen.getByRole('dialog', { name: 'Team Access Link' })
    expect(within(dialog).getByRole('textbox', { name: 'Access link for Germany' })).toHaveValue(link)
    // the card's own navigation did not fire
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/mjwc2025')

    await navigator.clipboard.writeText('')
    await user.click(within(dialog).getByRole('button', { name: 'Copy Link' }))
    expect(await navigator.clipboard.readText()).toBe(link)
    expect(toast.success).toHaveBeenCalledWith('Link copied!')
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it("says the spec's text for a team without a code and offers to generate one", async () => {
    vi.mocked(regenerateTeamCode).mockImplementationOnce(async (_event, name) => storedCode(name, 'NEWCODE12345'))
    const { user } = renderDashboard()
    await screen.findByText('Overall Progress')
    await user.click(screen.getByRole('button', { name: 'Copy access link for Newcomers' }))
    expect(toast.error).toHaveBeenCalledWith('No access code configured for this team. Please check teamAccess.js config.')
    const dialog = screen.getByRole('dialog', { name: 'Team Access Link' })
    expect(within(dialog).queryByRole('button', { name: 'Copy Link' })).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Generate code' }))
    expect(regenerateTeamCode).toHaveBeenCalledWith('MJWC 2025', 'Newcomers')
    expect(await within(dialog).findByRole('textbox', { name: 'Access link for Newcomers' })).toHaveValue(
      `${window.location.origin}/mjwc2025/NEWCODE12345`,
    )
  })

  it('regenerates a code only after a warning, once, and shows the new link', async () => {
    const d = deferred<string>()
    vi.mocked(regenerateTeamCode).mockReturnValueOnce(d.promise)
    const { user } = renderDashboard()
    await screen.findByText('Overall Progress')
    await user.click(screen.getByRole('button', { name: 'Copy access link for India' }))
    const dialog = screen.getByRole('dialog', { name: 'Team Access Link' })
    await user.click(within(dialog).getByRole('button', { name: 'Regenerate code' }))
    expect(regenerateTeamCode).not.toHaveBeenCalled()
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The current link stops working at once')
    const confirm = within(dialog).getByRole('button', { name: 'Yes, regenerate code' })
    await user.click(confirm)
    await user.click(within(dialog).getByRole('button', { name: 'Regenerating…' }))
    expect(regenerateTeamCode).toHaveBeenCalledTimes(1)
    d.resolve(storedCode('India', 'FRESHCODE999'))
    expect(await within(dialog).findByText('This is the new link. The previous link no longer works.')).toBeInTheDocument()
    expect(within(dialog).getByRole('textbox')).toHaveValue(`${window.location.origin}/mjwc2025/FRESHCODE999`)
  })
})

/** The server stores a team's new code: the summary read after it carries it. */
function storedCode(name: string, code: string): string {
  summary.mockResolvedValue(TEAMS.map((t) => (t.name === name ? { ...t, accessCode: code } : t)))
  return code
}

describe('AdminDashboardPage: Add Team', () => {
  it('requires a name and refuses a duplicate, then adds the team and shows its link', async () => {
    vi.mocked(addTeam).mockResolvedValueOnce('ATLANTIS1234')
    const { user } = renderDashboard()
    await screen.findByText('Overall Progress')
    await user.click(screen.getByRole('button', { name: 'Add Team' }))
    const dialog = screen.getByRole('dialog', { name: 'Add Team' })
    const submit = within(dialog).getByRole('button', { name: 'Add Team' })
    await user.click(submit)
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a team name')
    await user.type(within(dialog).getByRole('textbox', { name: 'Team name' }), 'india')
    await user.click(submit)
    expect(within(dialog).getByRole('alert')).toHaveTextContent('A team with this name already exists')
    expect(addTeam).not.toHaveBeenCalled()

    const input = within(dialog).getByRole('textbox', { name: 'Team name' })
    await user.clear(input)
    await user.type(input, '  Atlantis ')
    summary.mockResolvedValue([...TEAMS, team('Atlantis', 0, 0, { accessCode: 'ATLANTIS1234', lastUpdated: null })])
    await user.click(submit)
    expect(addTeam).toHaveBeenCalledWith('MJWC 2025', 'Atlantis')
    const linkDialog = await screen.findByRole('dialog', { name: 'Team Access Link' })
    expect(within(linkDialog).getByRole('textbox')).toHaveValue(`${window.location.origin}/mjwc2025/ATLANTIS1234`)
    expect(screen.getByRole('link', { name: 'Atlantis' })).toBeInTheDocument()
  })

  it("shows the server's duplicate refusal", async () => {
    vi.mocked(addTeam).mockRejectedValueOnce(new ApiError('team-exists', { kind: 'conflict', status: 409, backendCode: '23505' }))
    const { user } = renderDashboard()
    await screen.findByText('Overall Progress')
    await user.click(screen.getByRole('button', { name: 'Add Team' }))
    const dialog = screen.getByRole('dialog', { name: 'Add Team' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Team name' }), 'Spain')
    await user.click(within(dialog).getByRole('button', { name: 'Add Team' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A team with this name already exists')
  })
})

describe('AdminDashboardPage: Export CSV', () => {
  const readBlob = (blob: Blob) =>
    new Promise<string>((resolve) => {
      const reader = new FileReader()
      reader.onload = () => resolve(reader.result as string)
      reader.readAsText(blob)
    })

  it('downloads a fresh summary of every team, whatever the filter, with a BOM and the dated name', async () => {
    const blobs: Blob[] = []
    const names: string[] = []
    URL.createObjectURL = vi.fn((b: Blob) => {
      blobs.push(b)
      return 'blob:summary'
    })
    URL.revokeObjectURL = vi.fn()
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download)
    })
    const { user } = renderDashboard()
    await screen.findByText('Overall Progress')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter teams' }), 'Complete')
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Summary exported with access links!'))

    expect(summary).toHaveBeenCalledTimes(2) // a fresh read for the file
    const d = new Date()
    const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
    expect(names).toEqual([`mjwc2025_upload_summary_${day}.csv`])
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8')
    const text = await readBlob(blobs[0]!)
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines).toHaveLength(TEAMS.length + 1)
    expect(lines[0]).toBe('Team,Total Players,Photos Uploaded,Percentage,Status,Access Link,Approved,Needs Review,Retake Requested')
    expect(lines).toContain(
      `Côte d'Ivoire,20,9,45%,Incomplete,${window.location.origin}/mjwc2025/${team("Côte d'Ivoire", 9, 20).accessCode},0,9,0`,
    )
    expect(lines).toContain('Newcomers,0,0,0%,Incomplete,Not configured,0,0,0')
    click.mockRestore()
  })

  it("says 'Failed to load teams data' when the fresh read fails, and downloads nothing", async () => {
    URL.createObjectURL = vi.fn(() => 'blob:x')
    const { user } = renderDashboard()
    await screen.findByText('Overall Progress')
    summary.mockRejectedValueOnce(new ApiError('load-teams', { kind: 'network' }))
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to load teams data'))
    expect(URL.createObjectURL).not.toHaveBeenCalled()
  })
})
