import { en, type MessageKey } from '@/i18n/en'
import { createT } from '@/i18n/translate'

/** Texts copied character for character from the product specification (its §2, §5 and §8). */
const SPEC_TEXTS: ReadonlyArray<readonly [MessageKey, string]> = [
  [
    'error.invalidAccessCode.message',
    "The link you're trying to access is invalid or has expired. Please check the URL or contact your team administrator for the correct link.",
  ],
  ['error.invalidAccessCode.title', 'Invalid Access Code'],
  [
    'error.teamNotFound.message',
    "The team you're looking for doesn't exist or has been removed. Please verify the link with your team administrator.",
  ],
  ['error.teamNotFound.title', 'Team Not Found'],
  ['error.linkExpired.message', 'This access link has expired. Please contact your team administrator for a new link.'],
  ['error.linkExpired.title', 'Link Expired'],
  ['error.notFound.title', 'Page Not Found'],
  ['error.notFound.message', "The page you're looking for doesn't exist."],
  ['common.goHome', 'Go to Home'],
  ['common.unexpectedError', 'An unexpected error occurred.'],
  ['camera.deniedTitle', 'Camera Access Denied'],
  ['camera.deniedMessage', 'Please check your camera permissions'],
  ['camera.tryAgain', 'Try Again'],
  ['common.tryAgain', 'Try Again'],
  ['upload.success.title', 'Upload Successful'],
  ['wizard.hint.maxSize', 'Max 5MB'],
  ['wizard.hint.minResolution', 'Min 800x800 pixels'],
  ['wizard.hint.clearFace', 'Clear face photo'],
  ['wizard.hint.formats', 'JPEG/PNG/WebP'],
  ['wizard.processFailed', 'Failed to process image'],
  ['wizard.uploadFailed', 'Failed to upload photo. Please try again.'],
  ['wizard.missingData', 'Missing image or player data'],
  ['wizard.notAnImage', 'The file given is not an image'],
  ['team.loadFailed', 'Failed to load players. Please try again.'],
  ['team.loadFailedShort', 'Failed to load players'],
  ['team.empty', 'No players found for this team.'],
  ['team.emptyFiltered', 'No players found matching your criteria.'],
  ['team.searchPlaceholder', 'Search players...'],
  ['landing.activeTournaments', 'Active Tournaments'],
  ['header.adminLogin', 'Admin Login'],
  ['team.tab.pending', 'Pending'],
  ['team.tab.all', 'All'],
  ['team.tab.done', 'Done'],
  ['team.counter.total', 'Total'],
  ['team.counter.done', 'Done'],
  ['team.counter.pending', 'Pending'],
  ['wizard.step.select', 'Select'],
  ['wizard.step.capture', 'Capture'],
  ['wizard.step.crop', 'Crop'],
  ['wizard.step.review', 'Review'],
]

describe('English texts the spec spells out', () => {
  const t = createT('en')

  it.each(SPEC_TEXTS)('%s is exactly the spec text', (key, text) => {
    expect(en[key]).toBe(text)
    expect(t(key as 'common.goHome')).toBe(text)
  })

  it('uses straight apostrophes like the spec, not typographic ones', () => {
    for (const [key] of SPEC_TEXTS) expect(en[key]).not.toMatch(/[‘’]/)
  })

  it('states the upload limits the spec gives (JPEG/PNG, max 5MB)', () => {
    expect(en['landing.step3.text']).toContain('JPEG/PNG, max 5MB')
  })
})
