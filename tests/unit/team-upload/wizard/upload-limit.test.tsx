// The hourly upload limits (begin_upload refuses with PT429, HTTP 429): the player reads what
// happened, in their language, instead of 'Failed to upload photo'.
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ApiError, UPLOAD_FAILED_MESSAGE, uploadPlayerPhoto } from '@/lib/api'
import { I18nProvider, type Lang } from '@/i18n'
import { loadImage, processImage } from '@/lib/image'
import { PhotoWizard } from '@/features/team-upload/wizard'
import { isUploadLimit, uploadErrorKey } from '@/features/team-upload/wizard/error-text'
import { fileInput, heading, jpegFile, loadedImage, player, processedPhoto, stubObjectUrls, tournament } from './wizard-test-setup'
import { toastMock } from '../../toast-mock'

vi.mock('react-hot-toast', () => import('../../toast-mock'))
vi.mock('@/lib/image', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/image')>()),
  loadImage: vi.fn(),
  processImage: vi.fn(),
}))
vi.mock('@/lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api')>()),
  uploadPlayerPhoto: vi.fn(),
}))

/** What uploadPlayerPhoto throws when begin_upload refuses: the PostgREST error, wrapped twice. */
function limitError(hint: string | null): ApiError {
  const body = { code: 'PT429', message: 'Too many uploads from this team link in the last hour', details: 'At most 60 uploads an hour per team link.', hint }
  const inner = new ApiError(UPLOAD_FAILED_MESSAGE, { kind: 'invalid', status: 429, code: 'PT429', cause: body })
  return new ApiError(UPLOAD_FAILED_MESSAGE, { kind: inner.kind, status: inner.status, code: inner.code, cause: inner })
}

const TEAM_EN = 'Too many photos were uploaded with this team link in the last hour. Please try again later, or ask your team manager.'
const PLAYER_EN = 'Too many photos were uploaded for this player in the last hour. Please try again later.'
const TEAM_ES =
  'Se subieron demasiadas fotos con el enlace de tu equipo en la última hora. Inténtalo más tarde o habla con quien esté a cargo del equipo.'
const PLAYER_ES = 'Se subieron demasiadas fotos para el nombre seleccionado en la última hora. Inténtalo más tarde.'

describe('uploadErrorKey: the hourly limits', () => {
  it.each([
    ['the team link', limitError('team-hourly-limit'), 'wizard.teamUploadLimit'],
    ['the player', limitError('player-hourly-limit'), 'wizard.playerUploadLimit'],
    ['a PT429 without a hint', limitError(null), 'wizard.teamUploadLimit'],
    ['any HTTP 429', new ApiError(UPLOAD_FAILED_MESSAGE, { kind: 'invalid', status: 429 }), 'wizard.teamUploadLimit'],
    ['a 400', new ApiError(UPLOAD_FAILED_MESSAGE, { kind: 'invalid', status: 400, code: 'P0001' }), 'wizard.uploadFailed'],
  ] as const)('%s → %s', (_what, error, key) => {
    expect(uploadErrorKey(error)).toBe(key)
  })

  it('isUploadLimit knows PT429 and 429, nothing else', () => {
    expect(isUploadLimit(limitError('team-hourly-limit'))).toBe(true)
    expect(isUploadLimit(new ApiError('x', { kind: 'network' }))).toBe(false)
    expect(isUploadLimit({ status: 429 })).toBe(false)
  })
})

describe('Review step: upload refused by the hourly limit', () => {
  beforeEach(() => {
    stubObjectUrls()
    vi.clearAllMocks()
    vi.mocked(loadImage).mockResolvedValue(loadedImage())
    vi.mocked(processImage).mockResolvedValue(processedPhoto())
  })

  async function failUpload(lang: Lang, error: ApiError) {
    vi.mocked(uploadPlayerPhoto).mockRejectedValue(error)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    render(
      <I18nProvider initialLang={lang}>
        <PhotoWizard tournament={tournament} code="ABCDEFGH" player={player} onUploaded={vi.fn()} />
      </I18nProvider>,
    )
    await user.upload(fileInput(), jpegFile())
    await heading(lang === 'es' ? 'Recorta tu foto' : 'Crop your photo')
    await user.click(screen.getByRole('button', { name: lang === 'es' ? 'Usar foto' : 'Use photo' }))
    await user.click(await screen.findByRole('button', { name: lang === 'es' ? 'Subir' : 'Upload' }))
  }

  it.each([
    ['en', 'team-hourly-limit', TEAM_EN],
    ['en', 'player-hourly-limit', PLAYER_EN],
    ['es', 'team-hourly-limit', TEAM_ES],
    ['es', 'player-hourly-limit', PLAYER_ES],
  ] as const)('%s, %s: says so instead of the generic failure', async (lang, hint, text) => {
    await failUpload(lang, limitError(hint))
    expect(await screen.findByRole('alert')).toHaveTextContent(text)
    expect(toastMock.error).toHaveBeenCalledWith(text, expect.anything())
    expect(toastMock.error).not.toHaveBeenCalledWith('Failed to upload photo. Please try again.', expect.anything())
    expect(uploadPlayerPhoto).toHaveBeenCalledTimes(1)
  })
})
