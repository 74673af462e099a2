// Review mode and bulk approve on their own, with the roster read through the app's query cache
// the way the team page reads it: decisions go through the (mocked) data module, write the
// server's answer into the cached roster and reload it — nothing is handed back by the page.
import { useLayoutEffect } from 'react'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  ApiError,
  approvePhotos,
  listPhotoVersions,
  listTeamPlayers,
  queryKeys,
  reviewPhoto,
  useQuery,
  type AdminPlayer,
  type PhotoVersion,
} from '@/lib/api'
import { ReviewPhotos } from '@/features/admin-team/review/review-photos'
import { deferred, player, serverRoster } from '../admin-team-test-setup'

vi.mock('@/components/toast', () => import('../../toast-mock'))
vi.mock('@/lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api')>()),
  reviewPhoto: vi.fn(),
  approvePhotos: vi.fn(),
  listPhotoVersions: vi.fn(),
  listTeamPlayers: vi.fn(),
}))

const EVENT = 'MJWC 2025'
const TEAM = 'Spain'
/** the page's roster as last rendered */
const roster: { current: AdminPlayer[] } = { current: [] }
let server = serverRoster([])
/** reads of the roster after the first one */
const reloads = () => vi.mocked(listTeamPlayers).mock.calls.length - 1

function Page() {
  const players = useQuery(queryKeys.teamPlayers(EVENT, TEAM), (signal) => listTeamPlayers(EVENT, TEAM, signal))
  const shown = players.status === 'success' ? players.data : null
  useLayoutEffect(() => {
    if (shown) roster.current = shown
  }, [shown])
  return shown && <ReviewPhotos players={shown} ready eventName={EVENT} team={TEAM} />
}

async function renderReview(players: AdminPlayer[]) {
  server = serverRoster(players)
  vi.mocked(listTeamPlayers).mockImplementation(() => server.list())
  const user = userEvent.setup()
  render(<Page />)
  await screen.findByRole('button', { name: /^Review photos/ })
  return { user }
}

async function openReview(user: ReturnType<typeof userEvent.setup>, count: number) {
  await user.click(screen.getByRole('button', { name: `Review photos (${count})` }))
  return screen.getByRole('dialog', { name: 'Review photos' })
}

const shownName = (dialog: HTMLElement) => within(dialog).getByRole('heading', { level: 3 }).textContent

beforeEach(() => {
  vi.clearAllMocks()
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.mocked(listPhotoVersions).mockResolvedValue([])
  vi.mocked(reviewPhoto).mockImplementation(async (seen, review) => {
    if (review.decision === 'approve') return server.update(seen.id, { review_state: 'approved' })
    if (review.decision === 'undo-approval') return server.update(seen.id, { review_state: 'submitted', auto_approved: false })
    return server.update(seen.id, { review_state: 'retake', retake_reason: review.reason, retake_note: review.note || null })
  })
  vi.mocked(approvePhotos).mockImplementation(async (seen) => {
    for (const p of seen) server.update(p.id, { review_state: 'approved' })
    return new Set(seen.map((p) => p.id))
  })
})
afterEach(() => vi.restoreAllMocks())

describe('Review photos button', () => {
  it('counts the photos that need review and is off when there are none', () => {
    const { rerender } = render(
      <ReviewPhotos
        players={[player('A', true), player('B', true, { review_state: 'approved' }), player('C', false)]}
        ready
        eventName={EVENT}
        team={TEAM}
      />,
    )
    expect(screen.getByRole('button', { name: 'Review photos (1)' })).toBeEnabled()
    rerender(<ReviewPhotos players={[player('D', false)]} ready eventName={EVENT} team={TEAM} />)
    expect(screen.getByRole('button', { name: 'Review photos (0)' })).toBeDisabled()
  })
})

describe('one by one', () => {
  it('shows the first photo large with the name, then the next after Approve, and says when all are done', async () => {
    const [ana, bo] = [player('Ana Pérez', true), player('Bo Li', true)]
    const { user } = await renderReview([ana, player('Cy', true, { review_state: 'approved' }), bo])
    const dialog = await openReview(user, 2)

    expect(shownName(dialog)).toBe('Ana Pérez')
    expect(within(dialog).getByRole('img', { name: 'Photo of Ana Pérez' })).toHaveAttribute('src', ana.photoSrc)
    expect(within(dialog).getByText('1 of 2')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toHaveFocus()

    await user.click(within(dialog).getByRole('button', { name: 'Approve' }))
    expect(reviewPhoto).toHaveBeenCalledWith(ana, { decision: 'approve' })
    expect(await within(dialog).findByText("Approved Ana Pérez's photo")).toBeInTheDocument()
    expect(shownName(dialog)).toBe('Bo Li')
    // the roster got the server's answer: one photo left to review
    expect(screen.getByRole('button', { name: 'Review photos (1)', hidden: true })).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Approve' }))
    expect(await within(dialog).findByText('All photos are reviewed')).toBeInTheDocument()
    expect(roster.current.every((p) => p.review_state !== 'submitted')).toBe(true)
  })

  it('works from the keyboard: J/K and arrows move, A approves, R opens the reasons, Escape closes them and then the view', async () => {
    const [ana, bo, cy] = [player('Ana', true), player('Bo', true), player('Cy', true)]
    const { user } = await renderReview([ana, bo, cy])
    const dialog = await openReview(user, 3)
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toHaveAttribute('aria-keyshortcuts', 'A')

    await user.keyboard('j')
    expect(shownName(dialog)).toBe('Bo')
    await user.keyboard('{ArrowRight}')
    expect(shownName(dialog)).toBe('Cy')
    await user.keyboard('k')
    await user.keyboard('{ArrowLeft}')
    expect(shownName(dialog)).toBe('Ana')

    await user.keyboard('a')
    await waitFor(() => expect(shownName(dialog)).toBe('Bo'))
    expect(reviewPhoto).toHaveBeenCalledWith(ana, { decision: 'approve' })

    await user.keyboard('r')
    const reasons = within(dialog).getByRole('group', { name: 'Why does this photo need a retake?' })
    expect(within(reasons).getByRole('radio', { name: 'Face not visible' })).toHaveFocus()
    // keys typed in the form are not shortcuts
    await user.keyboard('a')
    expect(reviewPhoto).toHaveBeenCalledTimes(1)

    fireEvent(dialog, new Event('cancel', { cancelable: true }))
    expect(within(dialog).queryByRole('group', { name: 'Why does this photo need a retake?' })).not.toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Request retake' })).toHaveFocus()
    fireEvent(dialog, new Event('cancel', { cancelable: true }))
    expect(screen.queryByRole('dialog', { name: 'Review photos' })).not.toBeInTheDocument()
  })

  it('requests a retake with a reason and a note, and asks for a reason first', async () => {
    const [ana, bo] = [player('Ana', true), player('Bo', true)]
    const { user } = await renderReview([ana, bo])
    const dialog = await openReview(user, 2)

    await user.click(within(dialog).getByRole('button', { name: 'Request retake' }))
    await user.click(within(dialog).getByRole('button', { name: 'Send retake request' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a reason for the retake')
    expect(reviewPhoto).not.toHaveBeenCalled()

    await user.click(within(dialog).getByRole('radio', { name: 'Blurry' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Note for the player (optional)' }), '  Hold the phone still  ')
    await user.click(within(dialog).getByRole('button', { name: 'Send retake request' }))

    expect(reviewPhoto).toHaveBeenCalledWith(ana, { decision: 'retake', reason: 'blurry', note: 'Hold the phone still' })
    expect(await within(dialog).findByText('Asked Ana for a retake')).toBeInTheDocument()
    expect(shownName(dialog)).toBe('Bo')
    expect(roster.current.find((p) => p.id === ana.id)).toMatchObject({ review_state: 'retake', retake_reason: 'blurry' })
  })

  it('on a photo that changed meanwhile, says so and shows the new photo for a second look', async () => {
    const ana = player('Ana', true)
    const newer = { ...ana, photo_path: 'mjwc2025/Spain/Ana_new.jpg', photoSrc: 'http://backend.test/new.jpg', version_count: 2 }
    const { user } = await renderReview([ana, player('Bo', true)])
    // a new photo arrived after the page read the roster: the server refuses the approval
    vi.mocked(reviewPhoto).mockImplementationOnce(async () => {
      server.update(ana.id, newer)
      throw new ApiError('photo-changed', { kind: 'conflict' })
    })
    const dialog = await openReview(user, 2)

    await user.click(within(dialog).getByRole('button', { name: 'Approve' }))
    expect(
      await within(dialog).findByText('This photo changed since you opened the page. Showing the new photo: look again.'),
    ).toBeInTheDocument()
    expect(reloads()).toBeGreaterThan(0)
    expect(shownName(dialog)).toBe('Ana')
    expect(within(dialog).getByRole('img', { name: 'Photo of Ana' })).toHaveAttribute('src', 'http://backend.test/new.jpg')

    await user.click(within(dialog).getByRole('button', { name: 'Approve' }))
    expect(reviewPhoto).toHaveBeenLastCalledWith(newer, { decision: 'approve' })
  })

  it('shows the previous version beside the photo when there is one', async () => {
    const ana = player('Ana', true, { version_count: 3 })
    const v = (id: number, over: Partial<PhotoVersion>): PhotoVersion => ({
      id,
      photoSrc: `http://backend.test/v${id}.jpg`,
      thumbSrc: `http://backend.test/v${id}.thumb.jpg`,
      bytes: 1,
      source: 'team-link',
      abandoned: false,
      consentedAt: null,
      createdAt: '2025-11-20T10:00:00Z',
      isCurrent: false,
      review_state: 'submitted',
      retake_reason: null,
      retake_note: null,
      ...over,
    })
    vi.mocked(listPhotoVersions).mockResolvedValue([
      v(3, { isCurrent: true }),
      v(2, { review_state: 'retake', retake_reason: 'too-dark' }),
      v(1, {}),
    ])
    const { user } = await renderReview([ana])
    const dialog = await openReview(user, 1)
    const previous = await within(dialog).findByRole('img', { name: 'Previous photo of Ana' })
    expect(previous).toHaveAttribute('src', 'http://backend.test/v2.jpg')
    expect(within(dialog).getByText('Retake requested')).toBeInTheDocument()
    expect(within(dialog).getByText('Too dark')).toBeInTheDocument()
    expect(listPhotoVersions).toHaveBeenCalledWith(ana.id, expect.any(AbortSignal))
  })

  it('does not ask for versions of a player with only one', async () => {
    const { user } = await renderReview([player('Ana', true)])
    await openReview(user, 1)
    expect(listPhotoVersions).not.toHaveBeenCalled()
  })

  it('opens at one player when asked to (e.g. from a badge)', async () => {
    const [ana, bo] = [player('Ana', true), player('Bo', true)]
    const ref: { current: { open: (id?: number) => void } | null } = { current: null }
    render(<ReviewPhotos ref={ref} players={[ana, bo]} ready eventName={EVENT} team={TEAM} />)
    act(() => ref.current?.open(bo.id))
    expect(shownName(screen.getByRole('dialog', { name: 'Review photos' }))).toBe('Bo')
  })
})

describe('bulk approve', () => {
  it('approves the selected photos as shown and reports those that changed meanwhile', async () => {
    const [ana, bo, cy] = [player('Ana', true), player('Bo', true), player('Cy', true)]
    const answer = deferred<Set<number>>()
    vi.mocked(approvePhotos).mockReturnValueOnce(answer.promise)
    const { user } = await renderReview([ana, bo, cy])
    const newerCy = { photo_path: 'mjwc2025/Spain/Cy_new.jpg', photoSrc: 'http://backend.test/cy-new.jpg', version_count: 2 }
    const dialog = await openReview(user, 3)
    await user.click(within(dialog).getByRole('button', { name: 'Select several' }))

    expect(within(dialog).getByRole('button', { name: 'Approve selected (0)' })).toBeDisabled()
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select Ana' }))
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select Cy' }))
    await user.click(within(dialog).getByRole('button', { name: 'Approve selected (2)' }))
    expect(approvePhotos).toHaveBeenCalledWith([ana, cy])
    expect(within(dialog).getByRole('button', { name: 'Approving…' })).toBeDisabled()

    // Cy sent a new photo meanwhile: only Ana is approved
    server.update(ana.id, { review_state: 'approved' })
    server.update(cy.id, newerCy)
    await act(async () => answer.resolve(new Set([ana.id])))
    expect(await within(dialog).findByText('1 approved, 1 changed meanwhile — look again')).toBeInTheDocument()
    expect(reloads()).toBeGreaterThan(0)
    await waitFor(() => expect(roster.current.find((p) => p.id === cy.id)?.photoSrc).toBe(newerCy.photoSrc))
    expect(roster.current.find((p) => p.id === ana.id)?.review_state).toBe('approved')
    expect(within(dialog).queryByRole('checkbox', { name: 'Select Ana' })).not.toBeInTheDocument()
    expect(within(dialog).getByRole('checkbox', { name: 'Select Cy' })).not.toBeChecked()
  })

  it('selects all with one tick and says how many were approved', async () => {
    const players = [player('Ana', true), player('Bo', true)]
    const { user } = await renderReview(players)
    const dialog = await openReview(user, 2)
    await user.click(within(dialog).getByRole('button', { name: 'Select several' }))
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select all' }))
    await user.click(within(dialog).getByRole('button', { name: 'Approve selected (2)' }))
    expect(await within(dialog).findByText('2 approved')).toBeInTheDocument()
    expect(roster.current.every((p) => p.review_state === 'approved')).toBe(true)
    expect(within(dialog).getByText('No photos need review.')).toBeInTheDocument()
    // back to one by one: nothing left, and the bulk result stays with the bulk view
    await user.click(within(dialog).getByRole('button', { name: 'One by one' }))
    expect(within(dialog).getByText('All photos are reviewed')).toBeInTheDocument()
    expect(within(dialog).queryByText('2 approved')).not.toBeInTheDocument()
  })
})

describe('photo checks in the review', () => {
  it('opens on the photos the checks doubt, shows what they found, and keeps the team order a choice away', async () => {
    const [ana, bo, cy] = [player('Ana', true, { findings: [] }), player('Bo', true, { findings: ['no-face', 'dark'] }), player('Cy', true)]
    const { user } = await renderReview([ana, bo, cy])
    const dialog = await openReview(user, 3)

    expect(shownName(dialog)).toBe('Bo')
    const checks = within(dialog).getByRole('list', { name: 'Photo checks' })
    expect(
      within(checks)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['No face found', 'Too dark'])
    expect(within(dialog).getByText('1 of 3')).toBeInTheDocument()

    // after Bo: Cy (no check ran), then Ana (every check passed)
    await user.click(within(dialog).getByRole('button', { name: /^Next/ }))
    expect(shownName(dialog)).toBe('Cy')
    expect(within(dialog).queryByRole('list', { name: 'Photo checks' })).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: /^Next/ }))
    expect(shownName(dialog)).toBe('Ana')
    expect(within(dialog).getByText('Every photo check passed')).toBeInTheDocument()

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Order' }), 'Team order')
    expect(within(dialog).getByText('1 of 3')).toBeInTheDocument()
    expect(shownName(dialog)).toBe('Ana')
  })

  it('bulk approve lists the findings under each name', async () => {
    const { user } = await renderReview([player('Ana', true, { findings: ['blurry'] }), player('Bo', true, { findings: [] })])
    const dialog = await openReview(user, 2)
    await user.click(within(dialog).getByRole('button', { name: 'Select several' }))
    const cards = within(within(dialog).getByRole('list', { name: 'Photos that need review' })).getAllByRole('listitem')
    expect(cards.map((c) => c.textContent)).toEqual(['AnaPhoto checks: Blurry', 'Bo'])
  })
})
