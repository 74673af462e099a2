import { screen, waitFor, within } from '@testing-library/react'
import { ApiError, listTeamPlayers, renamePlayer, resolveAdminTeam, type AdminPlayer } from '@/lib/api'
import { deferred, renderTeamPage, ROSTER, serverRoster } from './admin-team-test-setup'
import { toastMock } from '../toast-mock'

vi.mock('@/components/toast', () => import('../toast-mock'))
vi.mock('@/lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api')>()),
  resolveAdminTeam: vi.fn(),
  listTeamPlayers: vi.fn(),
  renamePlayer: vi.fn(),
}))
vi.mock('@/components/flag', () => ({ Flag: () => <span data-testid="flag" /> }))
vi.mock('@/lib/download-file', () => ({ downloadFile: vi.fn() }))

const rename = vi.mocked(renamePlayer)
let roster: AdminPlayer[]
let server: ReturnType<typeof serverRoster>

beforeEach(() => {
  vi.clearAllMocks()
  roster = ROSTER()
  server = serverRoster(roster)
  vi.mocked(resolveAdminTeam).mockResolvedValue('Spain')
  vi.mocked(listTeamPlayers).mockImplementation(server.list)
  rename.mockImplementation(async (seen, name) => server.update(seen.id, { player_name: name }))
})

async function startEditing(name: string) {
  const view = renderTeamPage()
  await screen.findByText(name)
  await view.user.click(screen.getByRole('button', { name: `Edit name of ${name}` }))
  return { ...view, input: screen.getByRole('textbox', { name: `New name for ${name}` }) }
}

describe('inline rename', () => {
  it('Enter saves the trimmed name and toasts it', async () => {
    const { user, input } = await startEditing('Ana Ruiz')
    expect(input).toHaveValue('Ana Ruiz')
    expect(input).toHaveFocus()
    await user.clear(input)
    await user.type(input, '  Ana María Ruiz  {Enter}')
    await waitFor(() => expect(rename).toHaveBeenCalledWith(roster[0], 'Ana María Ruiz', { allowDuplicate: false }))
    expect(await screen.findByRole('heading', { level: 3, name: 'Ana María Ruiz' })).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: /New name for/ })).not.toBeInTheDocument()
    expect(toastMock.success).toHaveBeenCalledWith('Updated name to Ana María Ruiz')
    // focus goes back to the edit button
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit name of Ana María Ruiz' })).toHaveFocus())
  })

  it('the Save button saves too', async () => {
    const { user, input } = await startEditing('Ana Ruiz')
    await user.clear(input)
    await user.type(input, 'Ana Ruiz Pérez')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(rename).toHaveBeenCalledWith(roster[0], 'Ana Ruiz Pérez', { allowDuplicate: false }))
  })

  it('Escape cancels without a call', async () => {
    const { user, input } = await startEditing('Ana Ruiz')
    await user.type(input, ' changed{Escape}')
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Ana Ruiz' })).toBeInTheDocument()
    expect(rename).not.toHaveBeenCalled()
  })

  it('Cancel closes without a call', async () => {
    const { user, input } = await startEditing('Ana Ruiz')
    await user.type(input, 'x')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    expect(rename).not.toHaveBeenCalled()
  })

  it("an empty name is refused with 'Player name cannot be empty'", async () => {
    const { user, input } = await startEditing('Ana Ruiz')
    await user.clear(input)
    await user.type(input, '   {Enter}')
    expect(screen.getByRole('alert')).toHaveTextContent('Player name cannot be empty')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(rename).not.toHaveBeenCalled()
    // still editing; typing clears the message
    await user.type(input, 'A')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('an unchanged name (after trimming) closes the edit without a call', async () => {
    const { user, input } = await startEditing('Ana Ruiz')
    await user.clear(input)
    await user.type(input, '  Ana Ruiz {Enter}')
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    expect(rename).not.toHaveBeenCalled()
    expect(toastMock.success).not.toHaveBeenCalled()
  })

  it('only one inline edit is open at a time', async () => {
    const { user } = await startEditing('Ana Ruiz')
    await user.click(screen.getByRole('button', { name: 'Edit name of Björn Nakamura' }))
    const inputs = screen.getAllByRole('textbox')
    expect(inputs).toHaveLength(1)
    expect(inputs[0]).toHaveAccessibleName('New name for Björn Nakamura')
    expect(inputs[0]).toHaveFocus()
  })

  it('opening another rename while this one has unsaved text asks first; Keep editing keeps the text and the focus', async () => {
    const { user, input } = await startEditing('Ana Ruiz')
    await user.clear(input)
    await user.type(input, 'Ana María Ruiz')
    await user.click(screen.getByRole('button', { name: 'Edit name of Björn Nakamura' }))
    const question = screen.getByRole('dialog', { name: 'Unsaved name' })
    expect(question).toHaveTextContent(
      `You typed a new name for Ana Ruiz ("Ana María Ruiz") but haven't saved it. Discard it and edit Björn Nakamura instead?`,
    )
    // the safe answer first and focused: Enter never loses text
    expect(within(question).getByRole('button', { name: 'Keep editing' })).toHaveFocus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const still = screen.getByRole('textbox', { name: 'New name for Ana Ruiz' })
    expect(still).toHaveValue('Ana María Ruiz')
    expect(still).toHaveFocus()
    expect(screen.queryByRole('textbox', { name: 'New name for Björn Nakamura' })).not.toBeInTheDocument()
    expect(rename).not.toHaveBeenCalled()
  })

  it('Discard drops the unsaved text and opens the other rename', async () => {
    const { user, input } = await startEditing('Ana Ruiz')
    await user.type(input, 'x')
    await user.click(screen.getByRole('button', { name: 'Edit name of Zoë Müller' }))
    await user.click(within(screen.getByRole('dialog', { name: 'Unsaved name' })).getByRole('button', { name: 'Discard' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getAllByRole('textbox')).toHaveLength(1)
    expect(screen.getByRole('textbox', { name: 'New name for Zoë Müller' })).toHaveFocus()
    expect(screen.getByRole('heading', { level: 3, name: 'Ana Ruiz' })).toBeInTheDocument()
    expect(rename).not.toHaveBeenCalled()
  })

  it('switching to the list keeps what was typed, and a search never hides the name being edited', async () => {
    const { user, input } = await startEditing('Ana Ruiz')
    await user.clear(input)
    await user.type(input, 'Ana R. Pérez')
    await user.click(screen.getByRole('button', { name: 'List' }))
    expect(screen.getByRole('textbox', { name: 'New name for Ana Ruiz' })).toHaveValue('Ana R. Pérez')
    await user.type(screen.getByRole('searchbox', { name: 'Search players' }), 'Zoë')
    expect(screen.getByRole('textbox', { name: 'New name for Ana Ruiz' })).toHaveValue('Ana R. Pérez')
    expect(screen.getByText('Zoë Müller')).toBeInTheDocument()
    expect(screen.queryByText('Björn Nakamura')).not.toBeInTheDocument()
  })

  it('Enter twice saves once, and the edit is locked while saving', async () => {
    const d = deferred<AdminPlayer>()
    rename.mockReturnValueOnce(d.promise)
    const { user, input } = await startEditing('Ana Ruiz')
    await user.clear(input)
    await user.type(input, 'Ana B{Enter}{Enter}')
    await user.click(screen.getByRole('button', { name: 'Saving…' }))
    expect(rename).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled()
    d.resolve(server.update(roster[0]!.id, { player_name: 'Ana B' }))
    expect(await screen.findByRole('heading', { level: 3, name: 'Ana B' })).toBeInTheDocument()
  })

  it("a failed rename toasts 'Failed to update player name' and keeps the edit open", async () => {
    rename.mockRejectedValueOnce(new ApiError('rename-player', { kind: 'server' }))
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user, input } = await startEditing('Ana Ruiz')
    await user.clear(input)
    await user.type(input, 'Ana C{Enter}')
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('Failed to update player name'))
    expect(screen.getByRole('textbox')).toHaveValue('Ana C')
    expect(logged).toHaveBeenCalled()
  })

  it('works the same in the list view', async () => {
    const { user } = renderTeamPage()
    await screen.findByText('Ana Ruiz')
    await user.click(screen.getByRole('button', { name: 'List' }))
    await user.click(screen.getByRole('button', { name: 'Edit name of Zoë Müller' }))
    const input = screen.getByRole('textbox', { name: 'New name for Zoë Müller' })
    await user.clear(input)
    await user.type(input, 'Zoë Müller-Lang{Enter}')
    await waitFor(() => expect(rename).toHaveBeenCalledWith(roster[3], 'Zoë Müller-Lang', { allowDuplicate: false }))
    expect(await screen.findByText('Zoë Müller-Lang')).toBeInTheDocument()
  })
})
