// The Activity dialog against a mocked data module: first page, 'Show older', errors, and the
// CSV export of every page.
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ApiError, getTeamAudit, type AuditEntry } from '@/lib/api'
import { downloadFile } from '@/lib/download-file'
import { TeamActivity } from '@/features/admin-team/audit/team-activity'
import { AUDIT_PAGE_SIZE } from '@/features/admin-team/audit/use-team-audit'
import { deferred, MJWC } from '../admin-team-test-setup'
import { entry } from './audit-fixtures'

vi.mock('@/components/toast', () => import('../../toast-mock'))
vi.mock('@/lib/api', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api')>()), getTeamAudit: vi.fn() }))
vi.mock('@/lib/download-file', () => ({ downloadFile: vi.fn() }))

const audit = vi.mocked(getTeamAudit)
/** `n` entries with ids counting down from `top` (newest first, as team_audit answers). */
const page = (top: number, n: number): AuditEntry[] =>
  Array.from({ length: n }, (_, i) => entry({ id: top - i, action: 'approve', playerName: `Player ${top - i}` }))

async function openActivity() {
  const user = userEvent.setup()
  render(<TeamActivity event={MJWC} team="Spain" />)
  await user.click(screen.getByRole('button', { name: 'Activity' }))
  return { user, dialog: screen.getByRole('dialog', { name: 'Activity' }) }
}

beforeEach(() => {
  vi.clearAllMocks()
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

it('lists the newest activity first as readable lines with their times', async () => {
  audit.mockResolvedValueOnce([
    entry({ id: 2, action: 'request-retake', after: { reason: 'too-dark', note: '' }, at: '2025-12-02T11:00:00Z' }),
    entry({ id: 1, action: 'upload', actor: 'team-link', at: '2025-12-02T10:00:00Z' }),
  ])
  const { dialog } = await openActivity()
  const items = await within(dialog).findAllByRole('listitem')
  expect(items.map((li) => li.querySelector('span')?.textContent)).toEqual([
    'Admin requested a retake from Ana Pérez: Too dark',
    'Team link uploaded a new photo for Ana Pérez',
  ])
  expect(items[0]!.querySelector('time')).toHaveAttribute('dateTime', '2025-12-02T11:00:00Z')
  expect(audit).toHaveBeenCalledWith('MJWC 2025', 'Spain', undefined, expect.any(AbortSignal))
  expect(within(dialog).queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument()
})

it("pages back with 'Show older' from the oldest line shown, until a short page", async () => {
  audit.mockResolvedValueOnce(page(500, AUDIT_PAGE_SIZE))
  const older = deferred<AuditEntry[]>()
  audit.mockReturnValueOnce(older.promise)
  const { user, dialog } = await openActivity()
  expect(await within(dialog).findAllByRole('listitem')).toHaveLength(AUDIT_PAGE_SIZE)

  await user.click(within(dialog).getByRole('button', { name: 'Show older' }))
  expect(audit).toHaveBeenLastCalledWith('MJWC 2025', 'Spain', 301)
  expect(within(dialog).getByRole('button', { name: 'Loading…' })).toBeDisabled()
  await act(async () => older.resolve(page(300, 3)))
  await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(AUDIT_PAGE_SIZE + 3))
  expect(within(dialog).getByText("Admin approved Player 298's photo")).toBeInTheDocument()
  expect(within(dialog).queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument()
})

it('says when the activity could not be loaded, and tries again', async () => {
  audit.mockRejectedValueOnce(new ApiError('load-audit', { kind: 'network' }))
  audit.mockResolvedValueOnce([])
  const { user, dialog } = await openActivity()
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to load the activity')
  await user.click(within(dialog).getByRole('button', { name: 'Try Again' }))
  expect(await within(dialog).findByText('Nothing has happened in this team yet.')).toBeInTheDocument()
})

it('exports the whole trail, every page, as CSV', async () => {
  audit.mockResolvedValueOnce(page(250, 2))
  const { user, dialog } = await openActivity()
  await within(dialog).findAllByRole('listitem')
  audit.mockResolvedValueOnce(page(400, AUDIT_PAGE_SIZE)).mockResolvedValueOnce(page(200, 1))

  await user.click(within(dialog).getByRole('button', { name: 'Export CSV' }))
  expect(await within(dialog).findByText(`Exported ${AUDIT_PAGE_SIZE + 1} lines`)).toBeInTheDocument()
  expect(audit).toHaveBeenNthCalledWith(2, 'MJWC 2025', 'Spain', undefined)
  expect(audit).toHaveBeenNthCalledWith(3, 'MJWC 2025', 'Spain', 201)
  const [name, content, type] = vi.mocked(downloadFile).mock.calls[0]!
  expect(name).toMatch(/^mjwc2025_Spain_activity_\d{4}-\d{2}-\d{2}\.csv$/)
  expect(type).toBe('text/csv;charset=utf-8')
  const lines = String(content).split('\r\n')
  expect(lines[0]).toBe('\uFEFFTime,Who,Action,Player,Description,Before,After')
  expect(lines).toHaveLength(AUDIT_PAGE_SIZE + 1 + 2)
  expect(lines.at(-2)).toContain("Admin approved Player 200's photo")
})

it('says so in the dialog when the export fails', async () => {
  audit.mockResolvedValueOnce(page(5, 1))
  const { user, dialog } = await openActivity()
  await within(dialog).findAllByRole('listitem')
  audit.mockRejectedValueOnce(new ApiError('load-audit', { kind: 'network' }))
  await user.click(within(dialog).getByRole('button', { name: 'Export CSV' }))
  expect(await within(dialog).findByText('Failed to load the activity')).toBeInTheDocument()
  expect(downloadFile).not.toHaveBeenCalled()
})
