// The team page after the organizers reviewed photos: a retake request is back in
// Pending with its reason (in the page's language) and the organizer's note as written, the header
// says how many need a new photo, an approved photo offers no Replace, and a player removed during
// their upload is told so. Only the data module's fetchers are mocked; the wizard is a stub that
// can report what the server said.
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import toast from 'react-hot-toast'
import { getEventConsent, getTeamRoster, type RosterPlayer } from '@/lib/api'
import type { PhotoWizardProps } from '@/features/team-upload/wizard'
import { approved, player, retake } from './roster-fixture'
import { renderLoaded, stubMatchMedia } from './page-test-setup'

vi.mock('@/lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api')>()),
  getTeamRoster: vi.fn(),
  getEventConsent: vi.fn(),
}))

vi.mock('@/features/team-upload/wizard', () => ({
  PhotoWizard: ({ player: p, onRefused }: PhotoWizardProps) => (
    <div data-testid="wizard">
      <button type="button" onClick={() => onRefused?.('player-removed', p)}>
        Stub removed {p.player_name}
      </button>
      <button type="button" onClick={() => onRefused?.('photo-approved', p)}>
        Stub approved {p.player_name}
      </button>
    </div>
  ),
}))

const roster = vi.mocked(getTeamRoster)
const consent = vi.mocked(getEventConsent)

const NOTE = 'Please take off the cap — “sin gorra” 🙂'
/** 4 players: one approved, one submitted, one sent back for a retake (with a note), one without a photo. */
const REVIEWED: RosterPlayer[] = [
  approved(1, 'Arjun Núñez'),
  player(2, 'Jonas Okafor', true),
  retake(3, 'Mateo Ng', 'face-not-visible', NOTE),
  player(4, 'Seán Ó Briain'),
]

const row = (name: string) => within(screen.getByRole('tabpanel')).getByRole('button', { name: new RegExp(`^${name}`) })
const panel = () => screen.getByRole('region', { name: /^(Photo for|Foto de) / })

beforeAll(stubMatchMedia)
beforeEach(() => {
  roster.mockReset().mockResolvedValue(REVIEWED)
  consent.mockReset().mockResolvedValue(null)
})
afterEach(() => act(() => toast.remove()))

describe('a retake request', () => {
  it('counts the photo as uploaded (as the organizers do), the player as pending, and says how many need a new photo', async () => {
    await renderLoaded()
    // the organizers' summary and CSV count every photo on file; so does this page
    expect(screen.getByText('3 of 4 photos uploaded')).toBeInTheDocument()
    expect(screen.getAllByText('75% complete').length).toBeGreaterThan(0)
    expect(screen.getByText('1 needs a new photo')).toBeInTheDocument()
    const counters = screen.getAllByRole('definition').map((dd) => dd.textContent)
    expect(counters).toEqual(['4', '2', '2'])
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Pending2', 'All4', 'Done2'])
  })

  it('is listed under Pending with the reason, and opens the upload as for a new photo with the note', async () => {
    const user = userEvent.setup()
    await renderLoaded()
    expect(row('Mateo Ng')).toHaveTextContent('New photo needed · Face not clearly visible')
    await user.click(row('Mateo Ng'))
    const p = within(panel())
    expect(p.getByText('The organizers asked for a new photo')).toBeInTheDocument()
    expect(p.getByText('Reason: Face not clearly visible')).toBeInTheDocument()
    expect(p.getByText(NOTE)).toBeInTheDocument()
    expect(p.getByTestId('wizard')).toBeInTheDocument()
    // not the "already has a photo" replace notice: this is a new photo
    expect(p.queryByText(/Uploading a new one replaces it/)).not.toBeInTheDocument()
  })

  it('in Spanish: the reason and the counts in Spanish, the note as the organizer wrote it', async () => {
    const user = userEvent.setup()
    await renderLoaded('es')
    expect(screen.getByText('1 necesita una foto nueva')).toBeInTheDocument()
    expect(row('Mateo Ng')).toHaveTextContent('Se necesita una foto nueva · La cara no se ve con claridad')
    await user.click(row('Mateo Ng'))
    const p = within(panel())
    expect(p.getByText('La organización pidió una foto nueva')).toBeInTheDocument()
    expect(p.getByText('Motivo: La cara no se ve con claridad')).toBeInTheDocument()
    expect(p.getByText(NOTE)).toBeInTheDocument()
  })

  it('plural: two retakes', async () => {
    roster.mockResolvedValue([...REVIEWED, retake(5, 'Zoe Park', 'too-dark')])
    await renderLoaded()
    expect(screen.getByText('4 of 5 photos uploaded')).toBeInTheDocument()
    expect(screen.getByText('2 need a new photo')).toBeInTheDocument()
    expect(row('Zoe Park')).toHaveTextContent('New photo needed · Photo is too dark')
  })

  it('the first pending player is auto-selected, a retake included', async () => {
    roster.mockResolvedValue([approved(1, 'Arjun Núñez'), retake(2, 'Mateo Ng', 'blurry')])
    await renderLoaded()
    expect(panel()).toHaveAccessibleName('Photo for Mateo Ng')
    expect(within(panel()).getByText('Reason: Photo is blurry')).toBeInTheDocument()
  })
})

describe('an approved photo', () => {
  it('is listed under Done as approved, and offers no Replace: it says whom to ask', async () => {
    const user = userEvent.setup()
    await renderLoaded()
    await user.click(screen.getByRole('tab', { name: /Done/ }))
    expect(row('Arjun Núñez')).toHaveTextContent('Photo approved')
    expect(row('Jonas Okafor')).toHaveTextContent('Photo uploaded')
    await user.click(row('Arjun Núñez'))
    const p = within(panel())
    expect(p.getByText('Approved')).toBeInTheDocument()
    expect(p.getByText('Your photo was approved. To change it, ask your team manager or the organizers.')).toBeInTheDocument()
    expect(p.getByRole('img', { name: 'Current photo of Arjun Núñez' })).toBeInTheDocument()
    expect(p.queryByTestId('wizard')).not.toBeInTheDocument()
  })

  it('in Spanish', async () => {
    const user = userEvent.setup()
    await renderLoaded('es')
    await user.click(screen.getByRole('tab', { name: /Con foto/ }))
    expect(row('Arjun Núñez')).toHaveTextContent('Foto aprobada')
    await user.click(row('Arjun Núñez'))
    expect(
      within(panel()).getByText('Tu foto fue aprobada. Para cambiarla, habla con quien esté a cargo del equipo o con la organización.'),
    ).toBeInTheDocument()
  })

  it('approved while the player was uploading: the roster reloads and the panel explains', async () => {
    const user = userEvent.setup()
    await renderLoaded()
    await user.click(row('Seán Ó Briain'))
    roster.mockResolvedValue(REVIEWED.map((p) => (p.id === 4 ? approved(4, p.player_name) : p)))
    await user.click(screen.getByRole('button', { name: 'Stub approved Seán Ó Briain' }))
    expect(await within(panel()).findByText(/Your photo was approved/)).toBeInTheDocument()
    expect(roster).toHaveBeenCalledTimes(2)
    expect(within(panel()).queryByTestId('wizard')).not.toBeInTheDocument()
  })
})

describe('a player removed during their upload', () => {
  it("says they are no longer on the team's list, and reloads the roster without them", async () => {
    const user = userEvent.setup()
    await renderLoaded()
    await user.click(row('Seán Ó Briain'))
    roster.mockResolvedValue(REVIEWED.filter((p) => p.id !== 4))
    await user.click(screen.getByRole('button', { name: 'Stub removed Seán Ó Briain' }))
    expect(await screen.findByRole('alert')).toHaveTextContent("You are no longer on this team's list — ask your team manager.")
    expect(await screen.findByText('3 of 3 photos uploaded')).toBeInTheDocument()
    expect(roster).toHaveBeenCalledTimes(2)
    // the list never went back to loading: the refresh was quiet
    expect(screen.queryByText('Loading players…')).not.toBeInTheDocument()
    expect(within(screen.getByRole('tabpanel')).queryByRole('button', { name: /Seán/ })).not.toBeInTheDocument()
    expect(panel()).toHaveAccessibleName('Photo for Seán Ó Briain')
    expect(within(panel()).queryByTestId('wizard')).not.toBeInTheDocument()

    // choosing another name moves on
    await user.click(row('Mateo Ng'))
    expect(panel()).toHaveAccessibleName('Photo for Mateo Ng')
    expect(screen.queryByText(/no longer on this team's list/)).not.toBeInTheDocument()
  })

  it('in Spanish', async () => {
    const user = userEvent.setup()
    await renderLoaded('es')
    await user.click(row('Seán Ó Briain'))
    roster.mockResolvedValue(REVIEWED.filter((p) => p.id !== 4))
    await user.click(screen.getByRole('button', { name: 'Stub removed Seán Ó Briain' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ya no figuras en la lista de este equipo. Habla con quien esté a cargo del equipo.',
    )
  })
})

describe('the consent text', () => {
  it('loads once with the roster, and the list does not wait for it', async () => {
    consent.mockReturnValue(new Promise(() => {}))
    await renderLoaded()
    expect(consent).toHaveBeenCalledTimes(1)
    expect(consent).toHaveBeenCalledWith('MJWC 2025', false, expect.any(AbortSignal))
    expect(row('Mateo Ng')).toBeInTheDocument()
  })
})
