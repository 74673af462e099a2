// The team page shows a player's number, role, names and external ID under the name, and edits
// them in the Details form: one save naming everything the form showed (compare-and-set), early
// messages for a number out of range, the server's for a taken number. Add Player asks the same
// fields, with the same messages; a name alone still adds a player.
import { screen, waitFor, within } from '@testing-library/react'
import { ApiError, addPlayer, listTeamPlayers, resolveAdminTeam, updatePlayerDetails } from '@/lib/api'
import { player, renderTeamPage, serverRoster } from './admin-team-test-setup'
import { toastMock } from '../toast-mock'

vi.mock('@/components/toast', () => import('../toast-mock'))
vi.mock('@/lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api')>()),
  resolveAdminTeam: vi.fn(),
  listTeamPlayers: vi.fn(),
  updatePlayerDetails: vi.fn(),
  addPlayer: vi.fn(),
}))
vi.mock('@/components/flag', () => ({ Flag: () => <span data-testid="flag" /> }))
vi.mock('@/lib/download-file', () => ({ downloadFile: vi.fn() }))

let server: ReturnType<typeof serverRoster>
const save = vi.mocked(updatePlayerDetails)

beforeEach(() => {
  vi.clearAllMocks()
  server = serverRoster([
    player('Nemo Fisher', false, { shirt_number: 7, family_name: 'Fisher', given_name: 'Nemo', role: 'goalkeeper', external_id: 'OC-100' }),
    player('Plain Name', false),
  ])
  vi.mocked(resolveAdminTeam).mockResolvedValue('Spain')
  vi.mocked(listTeamPlayers).mockImplementation(server.list)
})

describe('player details on the team page', () => {
  it('shows the identity under the name, and nothing for a name-only player', async () => {
    renderTeamPage()
    expect(await screen.findByText('#7 · Goalkeeper · Fisher, Nemo · ID OC-100')).toBeInTheDocument()
    const plain = screen.getByText('Plain Name').closest('[data-player-id]') as HTMLElement
    expect(within(plain).queryByText(/#|ID /)).toBeNull()
  })

  it('saves every field over what the form showed, then shows the new details', async () => {
    save.mockImplementation(async (seen, d) => server.update(seen.id, d))
    const { user } = renderTeamPage()
    await user.click(await screen.findByRole('button', { name: 'Details of Nemo Fisher' }))
    const dialog = await screen.findByRole('dialog', { name: 'Details of Nemo Fisher' })
    expect(within(dialog).getByLabelText('Shirt number')).toHaveValue('7')
    await user.clear(within(dialog).getByLabelText('Shirt number'))
    await user.type(within(dialog).getByLabelText('Shirt number'), '12')
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'staff')
    await user.clear(within(dialog).getByLabelText('External ID'))
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }))
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1))
    const [seen, details] = save.mock.calls[0]!
    expect(seen).toMatchObject({ player_name: 'Nemo Fisher', shirt_number: 7, role: 'goalkeeper', external_id: 'OC-100' })
    expect(details).toEqual({
      player_name: 'Nemo Fisher',
      shirt_number: 12,
      family_name: 'Fisher',
      given_name: 'Nemo',
      role: 'staff',
      external_id: null,
    })
    expect(await screen.findByText('#12 · Staff · Fisher, Nemo')).toBeInTheDocument()
    expect(toastMock.success).toHaveBeenCalledWith('Saved the details of Nemo Fisher')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('refuses a number outside 1–99 before sending; keeps the form open on a taken number', async () => {
    save.mockRejectedValue(new ApiError('duplicate-number', { kind: 'conflict', status: 409 }))
    const { user } = renderTeamPage()
    await user.click(await screen.findByRole('button', { name: 'Details of Plain Name' }))
    const dialog = await screen.findByRole('dialog', { name: 'Details of Plain Name' })
    await user.type(within(dialog).getByLabelText('Shirt number'), '100')
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }))
    expect(within(dialog).getByText('A whole number from 1 to 99, or empty')).toBeInTheDocument()
    expect(save).not.toHaveBeenCalled()

    await user.clear(within(dialog).getByLabelText('Shirt number'))
    await user.type(within(dialog).getByLabelText('Shirt number'), '#7')
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }))
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('Another player of this team has this number'))
    expect(save.mock.calls[0]![1]).toMatchObject({ shirt_number: 7 })
    expect(screen.getByRole('dialog', { name: 'Details of Plain Name' })).toBeInTheDocument()
  })

  it('holds every field while the save is on its way, the role too', async () => {
    let answer!: () => void
    save.mockImplementation((seen, d) => new Promise((resolve) => (answer = () => resolve(server.update(seen.id, d)))))
    const { user } = renderTeamPage()
    await user.click(await screen.findByRole('button', { name: 'Details of Nemo Fisher' }))
    const dialog = await screen.findByRole('dialog', { name: 'Details of Nemo Fisher' })
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }))
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1))
    for (const field of ['Shirt number', 'Family name', 'Given name', 'External ID'])
      expect(within(dialog).getByLabelText(field)).toHaveAttribute('readonly')
    expect(within(dialog).getByLabelText('Role')).toBeDisabled()
    answer()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('closes and reloads when another admin changed the player meanwhile', async () => {
    save.mockImplementation(async (seen) => {
      server.update(seen.id, { shirt_number: 9 })
      throw new ApiError('player-changed', { kind: 'conflict', status: 409 })
    })
    const { user } = renderTeamPage()
    await user.click(await screen.findByRole('button', { name: 'Details of Plain Name' }))
    await user.type(within(await screen.findByRole('dialog')).getByLabelText('Shirt number'), '5')
    await user.click(screen.getByRole('button', { name: 'Save details' }))
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('This player changed since you opened the page'))
    expect(await screen.findByText('#9')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})

describe('Add Player with details', () => {
  async function openAdd() {
    const view = renderTeamPage()
    await screen.findByText('Plain Name')
    await view.user.click(screen.getByRole('button', { name: 'Add Player' }))
    return { ...view, dialog: screen.getByRole('dialog', { name: 'Add New Player' }) }
  }

  it('adds a player with number, role, names and ID, and shows them under the name', async () => {
    vi.mocked(addPlayer).mockImplementation(async (_e, _t, name, opts) => server.add(player(name, false, opts?.identity ?? {})))
    const { user, dialog } = await openAdd()
    await user.type(within(dialog).getByLabelText('Player name'), "Ana O'Neil-Núñez")
    await user.type(within(dialog).getByLabelText('Shirt number'), '#12')
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'goalkeeper')
    await user.type(within(dialog).getByLabelText('Family name'), "O'Neil-Núñez")
    await user.type(within(dialog).getByLabelText('Given name'), 'Ana')
    await user.type(within(dialog).getByLabelText('External ID'), ' OC-9 ')
    await user.click(within(dialog).getByRole('button', { name: 'Add Player' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(addPlayer).toHaveBeenCalledWith('MJWC 2025', 'Spain', "Ana O'Neil-Núñez", {
      allowDuplicate: false,
      identity: { shirt_number: 12, family_name: "O'Neil-Núñez", given_name: 'Ana', role: 'goalkeeper', external_id: 'OC-9' },
    })
    expect(await screen.findByText("#12 · Goalkeeper · O'Neil-Núñez, Ana · ID OC-9")).toBeInTheDocument()
  })

  it('refuses what the Details form refuses before sending; keeps everything typed on a taken number', async () => {
    vi.mocked(addPlayer).mockRejectedValue(new ApiError('duplicate-number', { kind: 'conflict', status: 409 }))
    const { user, dialog } = await openAdd()
    await user.type(within(dialog).getByLabelText('Player name'), 'Hugo')
    await user.type(within(dialog).getByLabelText('Shirt number'), '100')
    await user.type(within(dialog).getByLabelText('External ID'), 'x'.repeat(65))
    await user.click(within(dialog).getByRole('button', { name: 'Add Player' }))
    expect(within(dialog).getByText('A whole number from 1 to 99, or empty')).toBeInTheDocument()
    expect(within(dialog).getByText('At most 64 characters')).toBeInTheDocument()
    expect(addPlayer).not.toHaveBeenCalled()

    await user.clear(within(dialog).getByLabelText('Shirt number'))
    await user.type(within(dialog).getByLabelText('Shirt number'), '7')
    await user.clear(within(dialog).getByLabelText('External ID'))
    await user.click(within(dialog).getByRole('button', { name: 'Add Player' }))
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('Another player of this team has this number'))
    expect(vi.mocked(addPlayer).mock.calls[0]![3]).toMatchObject({ identity: { shirt_number: 7 } })
    expect(screen.getByRole('dialog', { name: 'Add New Player' })).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Player name')).toHaveValue('Hugo')
    expect(within(dialog).getByLabelText('Shirt number')).toHaveValue('7')
  })

  it('adds by name alone, sending no identity', async () => {
    vi.mocked(addPlayer).mockImplementation(async (_e, _t, name) => server.add(player(name, false)))
    const { user, dialog } = await openAdd()
    await user.type(within(dialog).getByLabelText('Player name'), 'Solo{Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(addPlayer).toHaveBeenCalledWith('MJWC 2025', 'Spain', 'Solo', { allowDuplicate: false })
  })
})
