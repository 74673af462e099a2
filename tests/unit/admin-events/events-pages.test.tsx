// The organizers' events pages: the form's validation and the server's refusals at
// their fields, and moving an event through its states. The data module's writes are stubs; the
// hooks around them (useMutation) are real.
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { ApiError, queryClient, queryKeys, type EventInput, type SetEventStateVars, type EventInfo, type UpdateEventVars } from '@/lib/api'
import { AdminEventsPage, EventFormPage } from '@/features/admin-events'
import { EVENTS, MJWC, WJWC } from '../event-fixtures'
import { toastMock } from '../toast-mock'

const api = vi.hoisted(() => ({
  create: vi.fn<(input: EventInput) => Promise<string>>(),
  update: vi.fn<(vars: UpdateEventVars) => Promise<string>>(),
  setState: vi.fn<(vars: SetEventStateVars) => Promise<void>>(),
}))
vi.mock('@/lib/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api')>()
  return {
    ...actual,
    useCreateEvent: (o: Parameters<typeof actual.useCreateEvent>[0]) => actual.useMutation(api.create, o),
    useUpdateEvent: (o: Parameters<typeof actual.useUpdateEvent>[0]) => actual.useMutation(api.update, o),
    useSetEventState: (o: Parameters<typeof actual.useSetEventState>[0]) => actual.useMutation(api.setState, o),
  }
})
vi.mock('@/components/toast', () => import('../toast-mock'))

function Where() {
  return <div data-testid="location">{useLocation().pathname}</div>
}

function renderForm(event?: EventInfo, events: readonly EventInfo[] = EVENTS) {
  // The event lists reload through the query cache: every list of events is under ['events'].
  const onSaved = vi.spyOn(queryClient, 'invalidateQueries')
  const user = userEvent.setup()
  render(
    <MemoryRouter>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <EventFormPage event={event} events={events} />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  )
  return { user, onSaved }
}

const field = (label: string | RegExp) => screen.getByLabelText(label)

beforeEach(() => {
  vi.clearAllMocks()
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('new event form', () => {
  it('shows every problem at its field at once, focuses the first, and sends nothing', async () => {
    const { user } = renderForm()
    await user.type(field('Code (in links)'), 'admin')
    await user.type(field('Start date'), '2026-12-10')
    await user.type(field('End date'), '2026-12-01')
    await user.type(field('Contact e-mail (optional)'), 'nobody')
    await user.click(screen.getByRole('button', { name: 'Create event' }))
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent)
    expect(alerts).toEqual([
      'This code is used by the portal itself. Please choose another one.',
      "Please enter the event's name",
      'The end date must be on or after the start date',
      'The contact must be an e-mail address',
    ])
    expect(field('Code (in links)')).toHaveFocus()
    expect(field('Code (in links)')).toHaveAttribute('aria-invalid', 'true')
    expect(api.create).not.toHaveBeenCalled()
  })

  it('catches a taken code before the server does', async () => {
    const { user } = renderForm()
    await user.type(field('Code (in links)'), 'WJWC2025')
    await user.type(field('Name'), 'Again')
    await user.click(screen.getByRole('button', { name: 'Create event' }))
    expect(screen.getByRole('alert')).toHaveTextContent('An event with this code already exists')
  })

  it('creates a draft with the deadline in the chosen zone, then goes to its dashboard to add teams', async () => {
    api.create.mockResolvedValue('mjwc2026')
    const { user, onSaved } = renderForm()
    await user.type(field('Code (in links)'), 'MJWC2026')
    await user.type(field('Name'), "Men's Junior World Cup 2026")
    await user.type(field('Short name (optional)'), 'MJWC 2026')
    await user.type(field('Venue'), 'Santiago, Chile')
    await user.type(field('Start date'), '2026-11-28')
    await user.type(field('End date'), '2026-12-10')
    await user.selectOptions(field('Time zone'), 'America/Santiago')
    await user.type(field('Upload deadline (optional)'), '2026-11-20T18:00')
    expect(field('Photo size')).toHaveValue('') // the portal's default until chosen
    await user.selectOptions(field('Photo size'), '1920 px')
    await user.click(screen.getByRole('button', { name: 'Create event' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/mjwc2026'))
    expect(api.create).toHaveBeenCalledWith({
      code: 'mjwc2026',
      displayName: "Men's Junior World Cup 2026",
      shortName: 'MJWC 2026',
      venue: 'Santiago, Chile',
      startDate: '2026-11-28',
      endDate: '2026-12-10',
      uploadDeadline: '2026-11-20T18:00',
      timeZone: 'America/Santiago',
      contactEmail: null,
      photoSide: 1920,
    })
    expect(onSaved).toHaveBeenCalledWith({ queryKey: queryKeys.events })
    expect(toastMock.success).toHaveBeenCalledWith('Event created as a draft: add its teams, then open it (/mjwc2026)')
  })

  it("puts the server's refusal at its field (a code taken meanwhile)", async () => {
    api.create.mockRejectedValue(new ApiError('event-code-taken', { kind: 'conflict', status: 409 }))
    const { user } = renderForm()
    await user.type(field('Code (in links)'), 'cup2026')
    await user.type(field('Name'), 'Cup')
    await user.click(screen.getByRole('button', { name: 'Create event' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('An event with this code already exists')
    expect(field('Code (in links)')).toHaveFocus()
  })

  it("starts a new event in the organizer's own zone, even one the browser's list names otherwise", () => {
    const real = Intl.DateTimeFormat.prototype.resolvedOptions
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...real.call(this), timeZone: 'America/Buenos_Aires' }
    })
    vi.spyOn(Intl, 'supportedValuesOf').mockReturnValue(['America/Argentina/Buenos_Aires', 'Europe/Madrid'])
    renderForm()
    expect(field('Time zone')).toHaveValue('America/Buenos_Aires')
  })

  it('narrows some four hundred zones to those holding what is typed, keeping the chosen one; one left is chosen', async () => {
    const user = userEvent.setup()
    renderForm()
    const chosen = (field('Time zone') as HTMLSelectElement).value
    await user.type(field('Find a time zone'), 'sao paulo')
    expect(field('Time zone')).toHaveValue('America/Sao_Paulo')
    await user.clear(field('Find a time zone'))
    await user.type(field('Find a time zone'), 'america/argentina')
    const shown = within(field('Time zone'))
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value)
    expect(shown.filter((z) => z !== 'America/Sao_Paulo').every((z) => z.startsWith('America/Argentina/'))).toBe(true)
    expect(shown.length).toBeGreaterThan(5)
    expect(shown).toContain('America/Sao_Paulo')
    expect(chosen).not.toBe('')
  })

  it('offers the IANA time zones of the browser', () => {
    renderForm()
    const zones = within(field('Time zone'))
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value)
    expect(zones[0]).toBe('UTC')
    expect(zones).toContain('Europe/Madrid')
    expect(zones.length).toBeGreaterThan(300)
  })
})

describe('edit event form', () => {
  it("fills in the event, the deadline in the event's zone, and saves what the admin saw", async () => {
    api.update.mockResolvedValue('2025-11-02T00:00:00Z')
    const event = { ...MJWC, uploadDeadline: '2025-11-28T12:30:00.000Z' }
    const { user } = renderForm(event)
    expect(screen.queryByLabelText('Code (in links)')).not.toBeInTheDocument()
    expect(screen.getByText('/mjwc2025 · MJWC 2025')).toBeInTheDocument()
    expect(field('Upload deadline (optional)')).toHaveValue('2025-11-28T18:00')
    await user.clear(field('Upload deadline (optional)'))
    await user.type(field('Upload deadline (optional)'), '2025-12-05T18:00')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/events'))
    expect(api.update).toHaveBeenCalledWith({
      code: 'mjwc2025',
      seenUpdatedAt: MJWC.updatedAt,
      input: expect.objectContaining({ uploadDeadline: '2025-12-05T18:00', timeZone: 'Asia/Kolkata' }),
    })
  })

  it.each([
    [1600, '1600 px'],
    [1024, '1024 px'], // set to the default's value in SQL: kept as a fixed size, not turned into "the default"
    [1500, '1500 px'], // a size the list doesn't offer (SQL): offered, so saving keeps it
  ])('keeps a photo size of %i as it is when other fields are saved', async (photoSide, option) => {
    api.update.mockResolvedValue('2025-11-02T00:00:00Z')
    const { user } = renderForm({ ...MJWC, photoSide })
    expect(field('Photo size')).toHaveDisplayValue(option)
    await user.clear(field('Venue'))
    await user.type(field('Venue'), 'Chennai, India')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(api.update).toHaveBeenCalled())
    expect(api.update.mock.calls[0]![0].input).toMatchObject({ venue: 'Chennai, India', photoSide })
  })
})

describe('events page', () => {
  function renderList(events: readonly EventInfo[]) {
    const onChanged = vi.spyOn(queryClient, 'invalidateQueries')
    const user = userEvent.setup()
    render(
      <MemoryRouter>
        <AdminEventsPage events={events} onLogout={async () => {}} />
      </MemoryRouter>,
    )
    return { user, onChanged }
  }
  const item = (name: string) => screen.getByRole('article', { name })

  it('shows each event with its state, what players can do, and the ways forward', () => {
    const draft: EventInfo = { ...MJWC, code: 'cup2026', displayName: 'Cup 2026', state: 'draft', uploadsOpen: false }
    const late: EventInfo = { ...WJWC, uploadDeadline: '2025-11-20T12:00:00Z', uploadsOpen: false }
    renderList([MJWC, late, draft])
    expect(within(item("Men's Junior World Cup 2025")).getByTestId('event-state')).toHaveTextContent('Open')
    expect(item("Men's Junior World Cup 2025")).toHaveTextContent('Uploads open, no deadline')
    expect(within(item("Men's Junior World Cup 2025")).getByRole('button', { name: /^Close uploads/ })).toBeInTheDocument()
    expect(item("Women's Junior World Cup 2025")).toHaveTextContent(/Deadline passed on .*: uploads closed/)
    expect(within(item("Women's Junior World Cup 2025")).getByRole('link', { name: /^Extend deadline/ })).toHaveAttribute(
      'href',
      '/admin/events/wjwc2025/edit',
    )
    expect(within(item('Cup 2026')).getByRole('button', { name: /^Open to players/ })).toBeInTheDocument()
    expect(within(item('Cup 2026')).getByRole('link', { name: /^Dashboard/ })).toHaveAttribute('href', '/admin/cup2026')
    expect(screen.getByRole('link', { name: 'New event' })).toHaveAttribute('href', '/admin/events/new')
  })

  it('opening a draft asks first, as closing does, and each names what it was', async () => {
    api.setState.mockResolvedValue()
    const draft: EventInfo = { ...MJWC, code: 'cup2026', displayName: 'Cup 2026', state: 'draft', uploadsOpen: false }
    const { user, onChanged } = renderList([MJWC, draft])
    await user.click(within(item('Cup 2026')).getByRole('button', { name: /^Open to players/ }))
    const opening = screen.getByRole('dialog', { name: 'Open to players?' })
    expect(opening).toHaveTextContent('every team link of it takes photos from now on')
    expect(api.setState).not.toHaveBeenCalled()
    await user.click(within(opening).getByRole('button', { name: 'Open to players' }))
    expect(api.setState).toHaveBeenCalledWith({ code: 'cup2026', state: 'open', seenState: 'draft' })
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith({ queryKey: queryKeys.events }))
    expect(toastMock.success).toHaveBeenCalledWith('Cup 2026 is open to players')

    await user.click(within(item("Men's Junior World Cup 2025")).getByRole('button', { name: /^Close uploads/ }))
    const dialog = screen.getByRole('dialog', { name: 'Close uploads?' })
    expect(dialog).toHaveTextContent('their team links say that uploads are closed and whom to contact')
    await user.click(within(dialog).getByRole('button', { name: 'Close uploads' }))
    expect(api.setState).toHaveBeenLastCalledWith({ code: 'mjwc2025', state: 'closed', seenState: 'open' })
  })

  it('reloads the list when the server says the event changed meanwhile', async () => {
    api.setState.mockRejectedValue(new ApiError('event-changed', { kind: 'conflict', status: 409 }))
    const closed: EventInfo = { ...MJWC, state: 'closed', uploadsOpen: false }
    const { user, onChanged } = renderList([closed])
    await user.click(within(item("Men's Junior World Cup 2025")).getByRole('button', { name: /^Reopen/ }))
    await user.click(within(screen.getByRole('dialog', { name: 'Open to players?' })).getByRole('button', { name: 'Reopen' }))
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('This event changed since you opened the page'))
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith({ queryKey: queryKeys.events }))
  })
})
