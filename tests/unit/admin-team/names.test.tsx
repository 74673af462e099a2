// Names: a name the team already has is added or given only after the admin confirms; the
// 120-character limit is stated in the forms and a longer name is refused with its own text.
import { screen, waitFor, within } from '@testing-library/react'
import { ApiError, addPlayer, listTeamPlayers, renamePlayer, resolveAdminTeam, type AdminPlayer } from '@/lib/api'
import { player, renderTeamPage, ROSTER, serverRoster } from './admin-team-test-setup'
import { toastMock } from '../toast-mock'

vi.mock('@/components/toast', () => import('../toast-mock'))
vi.mock('@/lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api')>()),
  resolveAdminTeam: vi.fn(),
  listTeamPlayers: vi.fn(),
  addPlayer: vi.fn(),
  renamePlayer: vi.fn(),
}))
vi.mock('@/components/flag', () => ({ Flag: () => <span data-testid="flag" /> }))
vi.mock('@/lib/download-file', () => ({ downloadFile: vi.fn() }))

let roster: AdminPlayer[]
let server: ReturnType<typeof serverRoster>
const duplicate = () => new ApiError('duplicate-name', { kind: 'conflict', status: 409 })

beforeEach(() => {
  vi.clearAllMocks()
  roster = ROSTER()
  server = serverRoster(roster)
  vi.mocked(resolveAdminTeam).mockResolvedValue('Spain')
  vi.mocked(listTeamPlayers).mockImplementation(server.list)
  // the server refuses a name the team has unless allowed
  vi.mocked(addPlayer).mockImplementation(async (_e, _t, name, opts) => {
    if (!opts?.allowDuplicate && server.rows.some((p) => p.player_name.toLowerCase() === name.toLowerCase())) throw duplicate()
    return server.add(player(name, false))
  })
  vi.mocked(renamePlayer).mockImplementation(async (seen, name, opts) => {
    if (!opts?.allowDuplicate && server.rows.some((p) => p.id !== seen.id && p.player_name === name)) throw duplicate()
    return server.update(seen.id, { player_name: name })
  })
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

async function openAddDialog() {
  const view = renderTeamPage()
  await screen.findByText('Ana Ruiz')
  await view.user.click(screen.getByRole('button', { name: 'Add Player' }))
  const dialog = screen.getByRole('dialog', { name: 'Add New Player' })
  return { ...view, dialog, input: within(dialog).getByRole('textbox', { name: 'Player name' }) }
}

describe('a name the team already has', () => {
  it('Add Player asks, and adds the second one when confirmed', async () => {
    const { user, dialog, input } = await openAddDialog()
    await user.type(input, 'ana ruiz{Enter}')
    const question = await screen.findByRole('dialog', { name: 'Same name' })
    expect(question).toHaveTextContent('This team already has a player named ana ruiz. Add another one with the same name?')
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.click(within(question).getByRole('button', { name: 'Add anyway' }))
    await waitFor(() => expect(toastMock.success).toHaveBeenCalledWith('Added ana ruiz'))
    expect(addPlayer).toHaveBeenLastCalledWith('MJWC 2025', 'Spain', 'ana ruiz', { allowDuplicate: true })
    await waitFor(() => expect(dialog).not.toBeVisible())
    expect(screen.getAllByRole('heading', { level: 3, name: /ana ruiz/i })).toHaveLength(2)
    expect(toastMock.error).not.toHaveBeenCalled()
  })

  it('Cancel adds nothing and keeps the typed name', async () => {
    const { user, input } = await openAddDialog()
    await user.type(input, 'Ana Ruiz{Enter}')
    const question = await screen.findByRole('dialog', { name: 'Same name' })
    await user.click(within(question).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog', { name: 'Same name' })).not.toBeInTheDocument()
    expect(addPlayer).toHaveBeenCalledTimes(1)
    expect(input).toHaveValue('Ana Ruiz')
    expect(toastMock.error).not.toHaveBeenCalled()
  })

  it('a rename to a name the team has asks too', async () => {
    const { user } = renderTeamPage()
    await screen.findByText('Zoë Müller')
    await user.click(screen.getByRole('button', { name: 'Edit name of Zoë Müller' }))
    const input = screen.getByRole('textbox', { name: 'New name for Zoë Müller' })
    await user.clear(input)
    await user.type(input, 'Ana Ruiz{Enter}')
    const question = await screen.findByRole('dialog', { name: 'Same name' })
    expect(question).toHaveTextContent('This team already has a player named Ana Ruiz. Rename this one to the same name?')
    await user.click(within(question).getByRole('button', { name: 'Rename anyway' }))
    await waitFor(() => expect(toastMock.success).toHaveBeenCalledWith('Updated name to Ana Ruiz'))
    expect(renamePlayer).toHaveBeenLastCalledWith(roster[3], 'Ana Ruiz', { allowDuplicate: true })
  })
})

describe('the 120-character limit', () => {
  it('is stated under the Add Player field, with a count near the limit', async () => {
    const { user, dialog, input } = await openAddDialog()
    expect(dialog).toHaveTextContent('Up to 120 characters.')
    await user.click(input)
    await user.paste('x'.repeat(105))
    expect(dialog).toHaveTextContent('105 of 120 characters')
    expect(input).toHaveAccessibleDescription('105 of 120 characters')
  })

  it('a longer name is refused before any call, with the server’s text', async () => {
    const { user, dialog, input } = await openAddDialog()
    await user.click(input)
    await user.paste('é'.repeat(121))
    // seen whole, not cut at the limit
    expect(input).toHaveValue('é'.repeat(121))
    await user.click(within(dialog).getByRole('button', { name: 'Add Player' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Player names can have at most 120 characters')
    expect(addPlayer).not.toHaveBeenCalled()
  })

  it('120 characters are fine (counted as characters, not UTF-16 units)', async () => {
    const { user, dialog, input } = await openAddDialog()
    await user.click(input)
    await user.paste('😀'.repeat(120))
    expect(dialog).toHaveTextContent('120 of 120 characters')
    await user.click(within(dialog).getByRole('button', { name: 'Add Player' }))
    await waitFor(() => expect(addPlayer).toHaveBeenCalledWith('MJWC 2025', 'Spain', '😀'.repeat(120), { allowDuplicate: false }))
  })

  it('the inline rename counts near the limit and refuses a longer name', async () => {
    const { user } = renderTeamPage()
    await screen.findByText('Ana Ruiz')
    await user.click(screen.getByRole('button', { name: 'Edit name of Ana Ruiz' }))
    const input = screen.getByRole('textbox', { name: 'New name for Ana Ruiz' })
    await user.clear(input)
    await user.paste('y'.repeat(130))
    expect(input).toHaveAccessibleDescription('130 of 120 characters')
    await user.type(input, '{Enter}')
    expect(screen.getByRole('alert')).toHaveTextContent('Player names can have at most 120 characters')
    expect(renamePlayer).not.toHaveBeenCalled()
  })

  it("the server's 'name-too-long' is shown with its text", async () => {
    vi.mocked(addPlayer).mockRejectedValueOnce(new ApiError('name-too-long', { kind: 'invalid', status: 400 }))
    const { user, input } = await openAddDialog()
    await user.type(input, 'Lucía{Enter}')
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('Player names can have at most 120 characters'))
  })
})
