// The team page as a player meets it. Only the data module's fetcher is mocked (useQuery stays
// real) and the photo wizard is a stub that can report an upload.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect } from 'react'
import toast from 'react-hot-toast'
import { SUCCESS_OVERLAY_FADE_MS, SUCCESS_OVERLAY_MS } from '@/config/constants'
import { ApiError, getEventConsent, getTeamRoster, type RosterPlayer } from '@/lib/api'
import type { Lang } from '@/i18n'
import type { PhotoWizardProps } from '@/features/team-upload/wizard'
import { ROSTER, player } from './roster-fixture'
import { renderLoaded as renderLoadedPage, renderPage, stubMatchMedia } from './page-test-setup'

vi.mock('@/lib/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api')>()
  return { ...actual, getTeamRoster: vi.fn(), getEventConsent: vi.fn() }
})

const wizardMounts = vi.fn()
vi.mock('@/features/team-upload/wizard', () => ({
  PhotoWizard: ({ player: p, onUploaded }: PhotoWizardProps) => {
    useEffect(() => wizardMounts(p.id), [p.id])
    return (
      <button type="button" onClick={() => onUploaded({ ...p, upload_status: true, photoSrc: 'x.jpg', thumbSrc: 'x.jpg' })}>
        Stub upload for {p.player_name}
      </button>
    )
  },
}))

const roster = vi.mocked(getTeamRoster)
const consent = vi.mocked(getEventConsent)

async function renderLoaded(players: RosterPlayer[] = ROSTER, lang: Lang = 'en') {
  roster.mockResolvedValue(players)
  return renderLoadedPage(lang)
}

const list = () => within(screen.getByRole('tabpanel'))
// The player rows only: on phones the chosen player's panel opens inside the list, under their name.
const rows = () =>
  list()
    .queryAllByRole('button')
    .filter((b) => b.hasAttribute('data-player-id'))
const names = () => rows().map((b) => b.querySelector('span > span')?.textContent)
const panelHeading = () => screen.getByRole('heading', { level: 2, name: /^Photo for / })

beforeAll(stubMatchMedia)

beforeEach(() => {
  roster.mockReset()
  consent.mockReset().mockResolvedValue(null)
  wizardMounts.mockReset()
  localStorage.clear()
})

afterEach(() => {
  vi.useRealTimers()
  act(() => toast.remove())
})

describe('loading, error and empty states', () => {
  it('asks the data module for this event and code, and shows loading meanwhile', async () => {
    roster.mockReturnValue(new Promise(() => {}))
    renderPage()
    expect(roster).toHaveBeenCalledWith('MJWC 2025', 'ABCDEFGHJKLM', expect.any(AbortSignal))
    expect(screen.getByText('Loading players…')).toHaveAttribute('role', 'status')
    // the header is there at once; counters wait for real numbers
    expect(screen.getByRole('heading', { level: 1, name: 'Belgium' })).toBeInTheDocument()
    expect(screen.getByText("Men's Junior World Cup 2025")).toBeInTheDocument()
  })

  it('shows the spec error with Try Again and the toast, and Try Again refetches', async () => {
    roster.mockRejectedValueOnce(new ApiError('load-roster', { kind: 'network' }))
    renderPage()
    expect(await screen.findByText('Failed to load players. Please try again.')).toBeInTheDocument()
    expect(await screen.findByText('Failed to load players')).toBeInTheDocument()

    roster.mockResolvedValueOnce(ROSTER)
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByRole('tablist')).toBeInTheDocument()
    expect(roster).toHaveBeenCalledTimes(2)
    expect(screen.queryByText('Failed to load players. Please try again.')).not.toBeInTheDocument()
  })

  it('shows the empty-team text for a team without players', async () => {
    roster.mockResolvedValue([])
    renderPage()
    expect(await screen.findByText('No players found for this team.')).toBeInTheDocument()
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Go to the first player without a photo' })).not.toBeInTheDocument()
  })
})

describe('header', () => {
  it('shows the event, the team with its flag, progress and Total / Done / Pending', async () => {
    await renderLoaded()
    expect(screen.getByRole('heading', { level: 1, name: 'Belgium' })).toBeInTheDocument()
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40')
    expect(screen.getByText('2 of 5 photos uploaded')).toBeInTheDocument()
    const counters = screen.getAllByRole('definition').map((dd) => [dd.previousElementSibling?.textContent, dd.textContent])
    expect(counters).toEqual([
      ['Total', '5'],
      ['Done', '2'],
      ['Pending', '3'],
    ])
  })
})

describe('list, tabs and search', () => {
  it('opens on the Pending tab with counts, and auto-selects the first pending player', async () => {
    await renderLoaded()
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((t) => t.textContent)).toEqual(['Pending3', 'All5', 'Done2'])
    expect(screen.getByRole('tab', { name: /Pending/ })).toHaveAttribute('aria-selected', 'true')
    expect(names()).toEqual(['Álvaro Schäfer', 'Jonas Okafor', 'Seán Ó Briain-Fitzgerald de la Vega y Montenegro'])
    expect(list().getByRole('button', { current: true })).toHaveTextContent('Álvaro Schäfer')
    expect(panelHeading()).toHaveTextContent('Photo for Álvaro Schäfer')
    expect(screen.getByRole('button', { name: 'Stub upload for Álvaro Schäfer' })).toBeInTheDocument()
    // the automatic pick does not steal focus
    expect(panelHeading()).not.toHaveFocus()
  })

  it('switches tabs by click and by arrow keys', async () => {
    const user = userEvent.setup()
    await renderLoaded()
    await user.click(screen.getByRole('tab', { name: /Done/ }))
    expect(names()).toEqual(['Arjun Núñez', 'Mateo Ng'])
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(/Done/)

    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tab', { name: /All/ })).toHaveFocus()
    expect(screen.getByRole('tab', { name: /All/ })).toHaveAttribute('aria-selected', 'true')
    expect(names()).toHaveLength(5)
    await user.keyboard('{Home}')
    expect(screen.getByRole('tab', { name: /Pending/ })).toHaveAttribute('aria-selected', 'true')
  })

  it('searches case- and accent-insensitively, and says when nothing matches', async () => {
    const user = userEvent.setup()
    await renderLoaded()
    const search = screen.getByRole('searchbox', { name: 'Search players' })
    expect(search).toHaveAttribute('placeholder', 'Search players...')

    await user.type(search, 'ALVARO')
    expect(names()).toEqual(['Álvaro Schäfer'])

    await user.clear(search)
    await user.type(search, 'arjun')
    expect(screen.getByText('No players found matching your criteria.')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: /Done/ })).toHaveTextContent('1')
    await user.click(screen.getByRole('button', { name: 'Show all players' }))
    expect(names()).toEqual(['Arjun Núñez'])

    await user.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(search).toHaveValue('')
    expect(search).toHaveFocus()
    expect(names()).toHaveLength(5)
  })

  it("lists names in the page language's order, whatever order the database sends (accented initials among their letters)", async () => {
    const user = userEvent.setup()
    // the database's code-point order: every accented initial last
    await renderLoaded([
      player(1, 'Zoe Adams'),
      player(2, 'Álvaro Núñez'),
      player(3, 'Ñandú Ruiz'),
      player(4, 'Nico Paz'),
      player(5, 'Øvergaard Lars'),
      player(6, 'Oscar Berg'),
    ])
    expect(names()).toEqual(['Álvaro Núñez', 'Ñandú Ruiz', 'Nico Paz', 'Oscar Berg', 'Øvergaard Lars', 'Zoe Adams'])
    // the first pending player is the first in that order
    expect(panelHeading()).toHaveTextContent('Photo for Álvaro Núñez')
    await user.click(screen.getByRole('button', { name: 'Español' }))
    expect(names()).toEqual(['Álvaro Núñez', 'Nico Paz', 'Ñandú Ruiz', 'Oscar Berg', 'Øvergaard Lars', 'Zoe Adams'])
  })

  it('says every player has a photo when the team is complete', async () => {
    await renderLoaded(ROSTER.map((p) => ({ ...p, upload_status: true })))
    expect(screen.getAllByText('Every player has a photo. Thank you!').length).toBeGreaterThan(0)
    expect(screen.queryByRole('button', { name: 'Go to the first player without a photo' })).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Every player has a photo. Thank you!' })).toBeInTheDocument()
  })
})

describe('choosing a player', () => {
  it('opens the panel for the tapped player, moves focus to it and resets the wizard', async () => {
    const user = userEvent.setup()
    await renderLoaded()
    await waitFor(() => expect(wizardMounts).toHaveBeenLastCalledWith(2))
    await user.click(list().getByRole('button', { name: /^Jonas Okafor/ }))
    expect(panelHeading()).toHaveTextContent('Photo for Jonas Okafor')
    await waitFor(() => expect(panelHeading()).toHaveFocus())
    expect(list().getByRole('button', { current: true })).toHaveTextContent('Jonas Okafor')
    await waitFor(() => expect(wizardMounts).toHaveBeenLastCalledWith(3))
    expect(screen.queryByText('This player already has a photo. Uploading a new one replaces it.')).not.toBeInTheDocument()
  })

  it('on a phone the panel opens right under the chosen name; from 1024 px it sits beside the list', async () => {
    const user = userEvent.setup()
    const view = await renderLoaded()
    const rowOf = (name: RegExp) => list().getByRole('button', { name })
    expect(rowOf(/^Álvaro Schäfer/).closest('li')).toContainElement(panelHeading())
    await user.click(rowOf(/^Jonas Okafor/))
    expect(rowOf(/^Jonas Okafor/).closest('li')).toContainElement(panelHeading())
    view.unmount()

    const wide = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(min-width: 1024px)',
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    )
    try {
      await renderLoaded()
      expect(screen.getByRole('tabpanel')).not.toContainElement(panelHeading())
      expect(panelHeading()).toHaveTextContent('Photo for Álvaro Schäfer')
    } finally {
      wide.mockRestore()
    }
  })

  it('lets a player who already has a photo replace it, and says so', async () => {
    const user = userEvent.setup()
    await renderLoaded()
    await user.click(screen.getByRole('tab', { name: /Done/ }))
    await user.click(list().getByRole('button', { name: /^Mateo Ng/ }))
    expect(panelHeading()).toHaveTextContent('Photo for Mateo Ng')
    expect(screen.getByText('This player already has a photo. Uploading a new one replaces it.')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Current photo of Mateo Ng' })).toBeInTheDocument()
  })

  it('hides the camera button while the upload panel is on screen', async () => {
    let report: IntersectionObserverCallback = () => {}
    let observing = false
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: IntersectionObserverCallback) {
          report = cb
        }
        observe() {
          observing = true
        }
        disconnect() {}
      },
    )
    try {
      await renderLoaded()
      // The panel starts observing in an effect; on a busy machine that can come after the list.
      await waitFor(() => expect(observing).toBe(true))
      const fab = () => screen.queryByRole('button', { name: 'Go to the first player without a photo' })
      expect(fab()).toBeInTheDocument()
      const seen = (height: number) =>
        act(() =>
          report([{ isIntersecting: height > 0, intersectionRect: { height } } as IntersectionObserverEntry], {} as IntersectionObserver),
        )
      seen(window.innerHeight / 2)
      expect(fab()).not.toBeInTheDocument()
      seen(0)
      expect(fab()).toBeInTheDocument()
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('the camera button jumps to the first pending player (twice is the same as once)', async () => {
    const user = userEvent.setup()
    await renderLoaded()
    await user.click(screen.getByRole('tab', { name: /Done/ }))
    await user.click(list().getByRole('button', { name: /^Mateo Ng/ }))
    const fab = screen.getByRole('button', { name: 'Go to the first player without a photo' })
    await user.dblClick(fab)
    expect(panelHeading()).toHaveTextContent('Photo for Álvaro Schäfer')
    await waitFor(() => expect(panelHeading()).toHaveFocus())
  })
})

describe('after an upload', () => {
  it("updates the player, shows the overlay, switches to Done at ~1.5 s, fades out 0.3 s later and shows the player's own confirmation, not a teammate", async () => {
    await renderLoaded()
    fireEvent.click(list().getByRole('button', { name: /^Jonas Okafor/ }))
    vi.useFakeTimers()
    fireEvent.click(screen.getByRole('button', { name: 'Stub upload for Jonas Okafor' }))

    const overlay = screen.getByRole('alertdialog', { name: 'Upload Successful' })
    expect(overlay).toHaveAccessibleDescription("Jonas Okafor's photo has been uploaded.")
    expect(overlay).toHaveFocus()
    expect(screen.getByText('3 of 5 photos uploaded')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: /Pending/, hidden: true })).toHaveAttribute('aria-selected', 'true')
    expect(screen.queryByRole('button', { name: 'Go to the first player without a photo' })).not.toBeInTheDocument()

    act(() => vi.advanceTimersByTime(SUCCESS_OVERLAY_MS - 1))
    expect(screen.getByRole('tab', { name: /Pending/, hidden: true })).toHaveAttribute('aria-selected', 'true')
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('tab', { name: /Done/, hidden: true })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('alertdialog')).toHaveAttribute('data-state', 'fading')

    act(() => vi.advanceTimersByTime(SUCCESS_OVERLAY_FADE_MS))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    // their own entry under Done, marked as the open one, with their panel confirming the upload
    expect(names()).toEqual(['Arjun Núñez', 'Jonas Okafor', 'Mateo Ng'])
    expect(list().getByRole('button', { current: true })).toHaveTextContent('Jonas Okafor')
    expect(panelHeading()).toHaveTextContent('Photo for Jonas Okafor')
    expect(panelHeading()).toHaveFocus()
    expect(screen.getByTestId('upload-confirmation')).toHaveTextContent(
      "Jonas Okafor's photo is now under Done. Nothing else to do: you can close this page.",
    )
    // no wizard inviting another upload under this name, and nobody else's either
    expect(screen.queryByRole('button', { name: /^Stub upload/ })).not.toBeInTheDocument()
    expect(wizardMounts).not.toHaveBeenCalledWith(5)
  })

  it('moves on to the next teammate only when the player asks, by name', async () => {
    const user = userEvent.setup()
    await renderLoaded()
    await user.click(list().getByRole('button', { name: /^Jonas Okafor/ }))
    vi.useFakeTimers()
    fireEvent.click(screen.getByRole('button', { name: 'Stub upload for Jonas Okafor' }))
    act(() => vi.advanceTimersByTime(SUCCESS_OVERLAY_MS + SUCCESS_OVERLAY_FADE_MS))
    vi.useRealTimers()
    // the next pending after Jonas in list order
    await user.click(screen.getByRole('button', { name: 'Next player without a photo: Seán Ó Briain-Fitzgerald de la Vega y Montenegro' }))
    expect(panelHeading()).toHaveTextContent('Photo for Seán Ó Briain-Fitzgerald de la Vega y Montenegro')
    await waitFor(() => expect(panelHeading()).toHaveFocus())
    expect(screen.getByRole('button', { name: 'Stub upload for Seán Ó Briain-Fitzgerald de la Vega y Montenegro' })).toBeInTheDocument()
  })

  it('Change this photo brings the wizard back for the same player', async () => {
    const user = userEvent.setup()
    await renderLoaded()
    vi.useFakeTimers()
    fireEvent.click(screen.getByRole('button', { name: 'Stub upload for Álvaro Schäfer' }))
    act(() => vi.advanceTimersByTime(SUCCESS_OVERLAY_MS + SUCCESS_OVERLAY_FADE_MS))
    vi.useRealTimers()
    await user.click(screen.getByRole('button', { name: 'Change this photo' }))
    expect(panelHeading()).toHaveTextContent('Photo for Álvaro Schäfer')
    expect(screen.getByText('This player already has a photo. Uploading a new one replaces it.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Stub upload for Álvaro Schäfer' })).toBeInTheDocument()
  })

  it('a repeated success report for the same upload celebrates once', async () => {
    await renderLoaded()
    vi.useFakeTimers()
    const upload = screen.getByRole('button', { name: 'Stub upload for Álvaro Schäfer' })
    fireEvent.click(upload)
    fireEvent.click(upload)
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1)
    act(() => vi.advanceTimersByTime(SUCCESS_OVERLAY_MS + SUCCESS_OVERLAY_FADE_MS))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(screen.getByText('3 of 5 photos uploaded')).toBeInTheDocument()
    expect(panelHeading()).toHaveTextContent('Photo for Álvaro Schäfer')
  })

  it("after the team's last upload, confirms it, says every player has a photo and offers no next player", async () => {
    await renderLoaded([player(1, 'Only Pending'), player(2, 'Already Done', true)])
    vi.useFakeTimers()
    fireEvent.click(screen.getByRole('button', { name: 'Stub upload for Only Pending' }))
    act(() => vi.advanceTimersByTime(SUCCESS_OVERLAY_MS + SUCCESS_OVERLAY_FADE_MS))
    expect(panelHeading()).toHaveTextContent('Photo for Only Pending')
    expect(panelHeading()).toHaveFocus()
    expect(screen.getByRole('tab', { name: /Done/ })).toHaveAttribute('aria-selected', 'true')
    expect(names()).toEqual(['Already Done', 'Only Pending'])
    expect(screen.getByTestId('upload-confirmation')).toHaveTextContent('Every player has a photo. Thank you!')
    expect(screen.queryByRole('button', { name: /^Next player without a photo/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Go to the first player without a photo' })).not.toBeInTheDocument()
  })
})

describe('language', () => {
  it('re-renders in Spanish from the header switcher', async () => {
    const user = userEvent.setup()
    await renderLoaded()
    await user.click(screen.getByRole('button', { name: 'Español' }))
    expect(screen.getByRole('tab', { name: /Pendientes/ })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: /Todo/ })).toBeInTheDocument()
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'Buscar por nombre...')
    expect(screen.getByText("Men's Junior World Cup 2025")).toBeInTheDocument() // event names are data, as the organizer typed them
    expect(screen.getByText('2 de 5 fotos subidas')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Foto de Álvaro Schäfer' })).toBeInTheDocument()
  })
})
