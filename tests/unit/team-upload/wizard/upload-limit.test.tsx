// The hourly upload limits (begin_upload refuses with PT429, HTTP 429): the player reads what
// happened, in their language, instead of 'Failed to upload photo'.
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ApiError, uploadPlayerPhoto } from '@/lib/api'
import { I18nProvider, type Lang } from '@/i18n'
import { loadImage, processImage } from '@/lib/image'
import { PhotoWizard } from '@/features/team-upload/wizard'
import { uploadErrorKey } from '@/features/team-upload/wizard/error-text'
import { fileInput, heading, jpegFile, loadedImage, player, processedPhoto, stubObjectUrls, TestTeamLink } from './wizard-test-setup'
import { toastMock } from '../../toast-mock'

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

/** What uploadPlayerPhoto throws when begin_upload refuses for an hourly limit (which limit is
 *  decided in the data module: tests/unit/api/upload-player-photo.test.ts). */
const limitError = (code: 'team-hourly-limit' | 'player-hourly-limit') =>
  new ApiError(code, { kind: 'invalid', status: 429, backendCode: 'PT429' })

const TEAM_EN = 'Too many photos were uploaded with this team link in the last hour. Please try again later, or ask your team manager.'
const PLAYER_EN = 'Too many photos were uploaded for this player in the last hour. Please try again later.'
const TEAM_ES =
  'Se subieron demasiadas fotos con el enlace de tu equipo en la última hora. Inténtalo más tarde o habla con quien esté a cargo del equipo.'
const PLAYER_ES = 'Se subieron demasiadas fotos para el nombre seleccionado en la última hora. Inténtalo más tarde.'

describe('uploadErrorKey: the hourly limits', () => {
  it.each([
    ['the team link', limitError('team-hourly-limit'), 'wizard.teamUploadLimit'],
    ['the player', limitError('player-hourly-limit'), 'wizard.playerUploadLimit'],
    ['any other failure', new ApiError('upload-failed', { kind: 'invalid', status: 400, backendCode: 'P0001' }), 'wizard.uploadFailed'],
  ] as const)('%s → %s', (_what, error, key) => {
    expect(uploadErrorKey(error)).toBe(key)
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
        <TestTeamLink>
          <PhotoWizard player={player} onUploaded={vi.fn()} />
        </TestTeamLink>
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
  ] as const)('%s, %s: says so instead of the generic failure', async (lang, code, text) => {
    await failUpload(lang, limitError(code))
    expect(await screen.findByRole('alert')).toHaveTextContent(text)
    expect(toastMock.error).toHaveBeenCalledWith(text, expect.anything())
    expect(toastMock.error).not.toHaveBeenCalledWith('Failed to upload photo. Please try again.', expect.anything())
    expect(uploadPlayerPhoto).toHaveBeenCalledTimes(1)
  })
})
