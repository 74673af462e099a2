// The consent box on the Review step and the upload refusals that carry their own
// text: the organizer's text in the page's language, one tap to tick, never an upload without it
// when the event asks, and 'consent-required' / 'player-removed' / 'photo-approved' explained.
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ApiError, uploadPlayerPhoto } from '@/lib/api'
import { I18nProvider, type Lang } from '@/i18n'
import { loadImage, processImage } from '@/lib/image'
import { PhotoWizard } from '@/features/team-upload/wizard'
import type { ConsentState } from '@/features/team-upload/consent-context'
import {
  CONSENT_EN,
  CONSENT_ES,
  NO_CONSENT,
  TestTeamLink,
  fileInput,
  heading,
  jpegFile,
  loadedImage,
  player,
  processedPhoto,
  requiredConsent,
  stubObjectUrls,
  uploadedPlayer,
} from './wizard-test-setup'

vi.mock('@/components/toast', () => import('../../toast-mock'))
vi.mock('@/lib/image', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/image')>()),
  loadImage: vi.fn(),
  processImage: vi.fn(),
}))
vi.mock('@/lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api')>()),
  uploadPlayerPhoto: vi.fn(),
}))

const upload = vi.mocked(uploadPlayerPhoto)

beforeEach(() => {
  stubObjectUrls()
  vi.clearAllMocks()
  vi.mocked(loadImage).mockResolvedValue(loadedImage())
  vi.mocked(processImage).mockResolvedValue(processedPhoto())
  upload.mockResolvedValue({ ...uploadedPlayer })
})

/** The wizard on its Review step, with the given consent state, in English or Spanish. */
async function openReview(consent: ConsentState, lang: Lang = 'en', onRefused = vi.fn()) {
  const user = userEvent.setup()
  const onUploaded = vi.fn()
  const tree = (c: ConsentState, key = player.id) => (
    <I18nProvider initialLang={lang}>
      <TestTeamLink consent={c}>
        <PhotoWizard key={key} player={{ ...player, id: key }} onUploaded={onUploaded} onRefused={onRefused} />
      </TestTeamLink>
    </I18nProvider>
  )
  const view = render(tree(consent))
  const toReview = async () => {
    await user.upload(fileInput(), jpegFile())
    await heading(lang === 'es' ? 'Recorta tu foto' : 'Crop your photo')
    await user.click(screen.getByRole('button', { name: lang === 'es' ? 'Usar foto' : 'Use photo' }))
    await heading(lang === 'es' ? 'Revisa tu foto' : 'Check your photo')
  }
  await toReview()
  return { user, onUploaded, onRefused, toReview, rerender: (c: ConsentState, key?: number) => view.rerender(tree(c, key)) }
}

const uploadButton = (name = 'Upload') => screen.getByRole('button', { name })
const consentBox = (text = CONSENT_EN) => screen.getByRole('checkbox', { name: text })

describe('an event that asks for consent', () => {
  it("shows the organizer's English text as the box's label, unticked", async () => {
    await openReview(requiredConsent())
    expect(consentBox()).not.toBeChecked()
    expect(screen.getByRole('group', { name: 'Consent' })).toContainElement(consentBox())
  })

  it('Upload without the tick sends nothing: it says why and puts focus on the box', async () => {
    const { user } = await openReview(requiredConsent())
    await user.click(uploadButton())
    expect(upload).not.toHaveBeenCalled()
    expect(screen.getByRole('alert')).toHaveTextContent('Please tick the consent box before uploading.')
    expect(consentBox()).toHaveFocus()
    expect(consentBox()).toHaveAttribute('aria-invalid', 'true')
    expect(consentBox()).toHaveAccessibleDescription('Please tick the consent box before uploading.')
  })

  it('one tap on the text ticks it; Upload then sends consent: true', async () => {
    const { user } = await openReview(requiredConsent())
    await user.click(screen.getByText(CONSENT_EN))
    expect(consentBox()).toBeChecked()
    await user.click(uploadButton())
    expect(upload).toHaveBeenCalledTimes(1)
    expect(upload.mock.calls[0]?.[0]).toMatchObject({ playerId: player.id, consent: true })
  })

  it('after a refusal for the missing tick, ticking clears the message', async () => {
    const { user } = await openReview(requiredConsent())
    await user.click(uploadButton())
    await user.click(consentBox())
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('in Spanish: the Spanish text', async () => {
    const { user } = await openReview(requiredConsent(), 'es')
    expect(screen.queryByText(CONSENT_EN)).not.toBeInTheDocument()
    await user.click(uploadButton('Subir'))
    expect(screen.getByRole('alert')).toHaveTextContent('Marca la casilla de consentimiento antes de subir la foto.')
    await user.click(consentBox(CONSENT_ES))
    await user.click(uploadButton('Subir'))
    expect(upload.mock.calls[0]?.[0]).toMatchObject({ consent: true })
  })

  it('is asked of each player: another player starts unticked', async () => {
    const { user, rerender, toReview } = await openReview(requiredConsent())
    await user.click(consentBox())
    rerender(requiredConsent(), 7) // the page keys the wizard by player
    await toReview()
    expect(consentBox()).not.toBeChecked()
  })
})

describe('an event without consent', () => {
  it('shows no box and uploads at once, without consent', async () => {
    const { user } = await openReview(NO_CONSENT)
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
    await user.click(uploadButton())
    expect(upload.mock.calls[0]?.[0]).toMatchObject({ consent: false })
  })

  it('switched on after the page loaded: the server refuses, the player reads why and the consent reloads', async () => {
    const reload = vi.fn()
    upload.mockRejectedValue(new ApiError('consent-required', { kind: 'invalid', status: 422 }))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user, onRefused } = await openReview({ ...NO_CONSENT, reload })
    await user.click(uploadButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('Please tick the consent box before uploading.')
    expect(reload).toHaveBeenCalledTimes(1)
    expect(onRefused).not.toHaveBeenCalled()
  })
})

describe('consent not loaded yet', () => {
  it('while it loads, Upload waits', async () => {
    await openReview({ status: 'loading', consent: null, reload: vi.fn() })
    expect(screen.getByText('Loading the consent text…').closest('[role=status]')).not.toBeNull()
    expect(uploadButton()).toBeDisabled()
  })

  it('a failed load blocks Upload and offers Try Again', async () => {
    const reload = vi.fn()
    const { user } = await openReview({ status: 'error', consent: null, reload })
    expect(screen.getByRole('alert')).toHaveTextContent("The consent text couldn't load. Check your connection and try again.")
    expect(uploadButton()).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(reload).toHaveBeenCalledTimes(1)
    expect(upload).not.toHaveBeenCalled()
  })
})

describe('refusals the roster must hear about', () => {
  it.each([
    ['player-removed', 'en', "You are no longer on this team's list — ask your team manager."],
    ['player-removed', 'es', 'Ya no figuras en la lista de este equipo. Habla con quien esté a cargo del equipo.'],
    ['photo-approved', 'en', 'This photo was already approved. To change it, ask your team manager or the organizers.'],
    ['photo-approved', 'es', 'Esta foto ya fue aprobada. Para cambiarla, habla con quien esté a cargo del equipo o con la organización.'],
  ] as const)('%s (%s): its own text, and the page is told', async (code, lang, text) => {
    upload.mockRejectedValue(new ApiError(code, { kind: 'invalid', status: 409 }))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user, onRefused } = await openReview(NO_CONSENT, lang)
    await user.click(uploadButton(lang === 'es' ? 'Subir' : 'Upload'))
    expect(await screen.findByRole('alert')).toHaveTextContent(text)
    expect(onRefused).toHaveBeenCalledWith(code, expect.objectContaining({ id: player.id }))
  })
})
