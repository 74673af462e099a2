import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import toast from '@/components/toast'
import { ApiError, importRoster, queryClient, queryKeys, type RosterImportLine } from '@/lib/api'
import { RosterImportDialog } from '@/features/admin-dashboard/roster-import-dialog'

vi.mock('@/lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api')>()),
  importRoster: vi.fn(),
}))
vi.mock('@/components/toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }))

const importMock = vi.mocked(importRoster)

// jsdom's Blob has no arrayBuffer() (every browser has); read it the old way.
if (!Blob.prototype.arrayBuffer) {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader()
      reader.onload = () => resolve(reader.result as ArrayBuffer)
      reader.onerror = () => reject(reader.error)
      reader.readAsArrayBuffer(this)
    })
  }
}

/** What the server's import_roster answers for the file below (apply or not). */
const VERDICTS: RosterImportLine[] = [
  { line: 1, team: 'Spain', playerName: 'Pau', status: 'exists' },
  { line: 2, team: 'Spain', playerName: 'Hugo Núñez', status: 'add' },
  { line: 3, team: '', playerName: '', status: 'blank' },
  { line: 4, team: 'Atlantis', playerName: 'Nemo', status: 'new-team' },
  { line: 5, team: 'Atlantis', playerName: 'Marina', status: 'add' },
  { line: 6, team: 'Spain', playerName: 'Hugo Núñez', status: 'duplicate' },
  { line: 7, team: 'Spain', playerName: '', status: 'blank' },
]
const FILE =
  '\uFEFFTeam;Player\r\nspain;Pau\r\nSpain;"Hugo Núñez"\r\n;\r\nAtlantis;Nemo\r\nAtlantis;Marina\r\nSpain;Hugo Núñez\r\nSpain;\r\n'

function renderDialog() {
  const onClose = vi.fn()
  const user = userEvent.setup()
  render(<RosterImportDialog open eventName="MJWC 2025" onClose={onClose} />)
  return { user, onClose }
}

beforeEach(() => {
  vi.clearAllMocks()
  importMock.mockResolvedValue(VERDICTS)
})

describe('RosterImportDialog', () => {
  it('previews every line of the file with its status and counts, changing nothing yet', async () => {
    const { user } = renderDialog()
    await user.upload(screen.getByLabelText('Roster CSV file'), new File([FILE], 'roster.csv', { type: 'text/csv' }))
    const table = await screen.findByRole('table')
    expect(importMock).toHaveBeenCalledTimes(1)
    expect(importMock).toHaveBeenCalledWith(
      'MJWC 2025',
      [
        { team: 'spain', player_name: 'Pau' },
        { team: 'Spain', player_name: 'Hugo Núñez' },
        { team: '', player_name: '' },
        { team: 'Atlantis', player_name: 'Nemo' },
        { team: 'Atlantis', player_name: 'Marina' },
        { team: 'Spain', player_name: 'Hugo Núñez' },
        { team: 'Spain', player_name: '' },
      ],
      false,
    )

    // the player cell also holds the status for phones (shown there by CSS only): read its name part
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c, i) => (i === 2 ? c.firstElementChild?.textContent : c.textContent)),
      )
    expect(rows).toEqual([
      ['2', 'Spain', 'Pau', 'Already on the roster'],
      ['3', 'Spain', 'Hugo Núñez', 'Will be added'],
      ['4', '—', '—', 'Blank line'],
      ['5', 'Atlantis', 'Nemo', 'New team (gets a new access code)'],
      ['6', 'Atlantis', 'Marina', 'Will be added'],
      ['7', 'Spain', 'Hugo Núñez', 'Duplicate in file'],
      ['8', 'Spain', '—', 'Missing player name'],
    ])
    const counts = within(screen.getByRole('list', { name: 'Import summary' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent)
    expect(counts).toEqual([
      '3 players will be added',
      '1 new team (each gets a new access code)',
      '1 already on the roster',
      '1 duplicate in the file',
      '2 blank or incomplete lines',
    ])
    expect(screen.getByText(/The first line was read as column names \(Team, Player\)/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Import 3 players' })).toBeEnabled()
  })

  it("applies once with 'Import N players', then refreshes the event's cached reads and closes", async () => {
    // what the dashboard and a team page of the event have cached
    const summaryKey = queryKeys.eventSummary('MJWC 2025')
    const rosterKey = queryKeys.teamPlayers('MJWC 2025', 'Spain')
    queryClient.setQueryData(summaryKey, [])
    queryClient.setQueryData(rosterKey, [])
    const { user, onClose } = renderDialog()
    await user.upload(screen.getByLabelText('Roster CSV file'), new File([FILE], 'roster.csv'))
    const button = await screen.findByRole('button', { name: 'Import 3 players' })
    let finish!: (v: RosterImportLine[]) => void
    importMock.mockReturnValueOnce(new Promise((r) => (finish = r)))
    await user.dblClick(button)
    expect(screen.getByRole('button', { name: 'Importing…' })).toBeDisabled()
    finish(VERDICTS)
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(importMock).toHaveBeenCalledTimes(2)
    expect(importMock).toHaveBeenLastCalledWith('MJWC 2025', expect.any(Array), true)
    expect(toast.success).toHaveBeenCalledWith('Imported 3 players and 1 new team')
    expect(queryClient.getQueryState(summaryKey)?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(rosterKey)?.isInvalidated).toBe(true)
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('offers nothing to import when every line is already there', async () => {
    importMock.mockResolvedValueOnce([{ line: 1, team: 'Spain', playerName: 'Pau', status: 'exists' }])
    const { user } = renderDialog()
    await user.upload(screen.getByLabelText('Roster CSV file'), new File(['Spain,Pau\n'], 'again.csv'))
    expect(await screen.findByRole('button', { name: 'Nothing to import' })).toBeDisabled()
  })

  it('says so for an empty file, without asking the server', async () => {
    const { user } = renderDialog()
    await user.upload(screen.getByLabelText('Roster CSV file'), new File(['Team,Player\r\n\r\n'], 'empty.csv'))
    expect(await screen.findByRole('alert')).toHaveTextContent('The file has no lines to import.')
    expect(importMock).not.toHaveBeenCalled()
  })

  it("shows the data module's message when the preview fails", async () => {
    importMock.mockRejectedValueOnce(new ApiError('import-roster', { kind: 'server' }))
    const { user } = renderDialog()
    await user.upload(screen.getByLabelText('Roster CSV file'), new File(['Spain,Pau'], 'r.csv'))
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to import roster')
  })

  it('shows names too long for the database and does not send them', async () => {
    importMock.mockResolvedValueOnce([{ line: 1, team: 'Spain', playerName: 'Pau', status: 'add' }])
    const { user } = renderDialog()
    await user.upload(screen.getByLabelText('Roster CSV file'), new File([`Spain,Pau\nSpain,${'x'.repeat(130)}\n`], 'r.csv'))
    expect(await screen.findAllByText('Player name too long (max 120 characters)')).not.toHaveLength(0)
    expect(importMock).toHaveBeenCalledWith('MJWC 2025', [{ team: 'Spain', player_name: 'Pau' }], false)
    expect(screen.getByRole('button', { name: 'Import 1 player' })).toBeEnabled()
  })
})

describe('RosterImportDialog with a file over the 1000-row response cap', () => {
  // importRoster sends it in parts (tests/unit/api/import-roster.test.ts); the dialog sends the file once.
  it('shows a verdict for every line', async () => {
    importMock.mockImplementation(async (_event, rows) =>
      rows.map((r, i) => ({ line: i + 1, team: r.team, playerName: r.player_name, status: 'add' as const })),
    )
    const text = Array.from({ length: 1200 }, (_, i) => `Bigland,Player ${i + 1}`).join('\n')
    const { user } = renderDialog()
    await user.upload(screen.getByLabelText('Roster CSV file'), new File([text], 'big.csv'))
    expect(await screen.findByRole('button', { name: 'Import 1200 players' }, { timeout: 15_000 })).toBeEnabled()
    expect(importMock.mock.calls.map((c) => c[1].length)).toEqual([1200])
    expect(screen.getAllByRole('row')).toHaveLength(1201)
  })
})

describe('RosterImportDialog with identity columns', () => {
  const FILE_WITH_IDS = 'Team,Player,Shirt,Badge\nSpain,Pau,7,E-1\nSpain,Hugo,7,E-2\n'

  it('shows the guessed columns, previews again when a column is mapped, and applies only what writes', async () => {
    importMock.mockImplementation(async (_event, rows, apply) =>
      rows.map((r, i) => ({
        line: i + 1,
        team: r.team,
        playerName: r.player_name,
        status: apply ? (r.expect ?? 'add') : i === 0 ? 'add' : 'duplicate-number',
        identity: { shirt_number: 7, family_name: null, given_name: null, role: 'player' as const, external_id: r.external_id ?? null },
      })),
    )
    const { user, onClose } = renderDialog()
    await user.upload(screen.getByLabelText('Roster CSV file'), new File([FILE_WITH_IDS], 'ids.csv'))
    const columns = await screen.findByRole('group', { name: 'Columns' })
    expect(within(columns).getByRole('combobox', { name: /Shirt/ })).toHaveValue('number')
    // the column the portal did not recognise is ignored until the organizer maps it
    const badge = within(columns).getByRole('combobox', { name: /Badge/ })
    expect(badge).toHaveValue('ignore')
    expect(importMock).toHaveBeenLastCalledWith(
      'MJWC 2025',
      [
        { team: 'Spain', player_name: 'Pau', number: '7' },
        { team: 'Spain', player_name: 'Hugo', number: '7' },
      ],
      false,
    )
    expect(await screen.findAllByText('Number 7 is taken in this team')).not.toHaveLength(0)

    await user.selectOptions(badge, 'external_id')
    await waitFor(() =>
      expect(importMock).toHaveBeenLastCalledWith(
        'MJWC 2025',
        [
          { team: 'Spain', player_name: 'Pau', number: '7', external_id: 'E-1' },
          { team: 'Spain', player_name: 'Hugo', number: '7', external_id: 'E-2' },
        ],
        false,
      ),
    )
    expect(await screen.findByText('#7 · ID E-1')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Import 1 player' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    // the refused line is not sent; the added one says what its preview said
    expect(importMock).toHaveBeenLastCalledWith(
      'MJWC 2025',
      [{ team: 'Spain', player_name: 'Pau', number: '7', external_id: 'E-1', expect: 'add' }],
      true,
    )
  })

  it('keeps the dialog open with the new verdicts when the roster changed between preview and import', async () => {
    importMock.mockImplementation(async (_event, rows, apply) =>
      rows.map((r, i) => ({ line: i + 1, team: r.team, playerName: r.player_name, status: apply ? 'changed' : 'add' })),
    )
    const { user, onClose } = renderDialog()
    await user.upload(screen.getByLabelText('Roster CSV file'), new File(['Spain,Pau\n'], 'r.csv'))
    await user.click(await screen.findByRole('button', { name: 'Import 1 player' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('1 line was not imported because the roster changed since the preview')
    expect(onClose).not.toHaveBeenCalled()
  })

  it('counts a line refused at import because another admin took its number meanwhile as not imported', async () => {
    importMock.mockImplementation(async (_event, rows, apply) =>
      rows.map((r, i) => ({
        line: i + 1,
        team: r.team,
        playerName: r.player_name,
        status: apply && i === 0 ? 'duplicate-number' : 'add',
      })),
    )
    const { user, onClose } = renderDialog()
    await user.upload(screen.getByLabelText('Roster CSV file'), new File(['Spain,Pau\nSpain,Hugo\n'], 'r.csv'))
    await user.click(await screen.findByRole('button', { name: 'Import 2 players' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('1 line was not imported because the roster changed since the preview')
    expect(onClose).not.toHaveBeenCalled()
  })
})
