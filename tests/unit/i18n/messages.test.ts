import { en, type MessageKey } from '@/i18n/en'
import { es } from '@/i18n/es'
import { placeholdersOf } from '@/i18n/translate'

const keys = Object.keys(en) as MessageKey[]

describe('message catalogues', () => {
  it('es has exactly the keys of en', () => {
    expect(Object.keys(es).sort()).toEqual([...keys].sort())
  })

  it.each([
    ['en', en],
    ['es', es],
  ] as const)('%s has no empty or untrimmed values', (_lang, messages) => {
    const bad = Object.entries(messages).filter(([, text]) => text.trim() === '' || text !== text.trim())
    expect(bad).toEqual([])
  })

  it.each(keys)('%s keeps the placeholders of the English text in Spanish', (key) => {
    expect(placeholdersOf(es[key]).sort()).toEqual(placeholdersOf(en[key]).sort())
  })

  it('uses only {name}-style placeholders (no stray braces)', () => {
    for (const messages of [en, es]) {
      for (const text of Object.values(messages)) {
        const braces = text.replace(/\{\w+\}/g, '')
        expect(braces).not.toMatch(/[{}]/)
      }
    }
  })

  it('translates the texts a Spanish speaker reads most (not left in English)', () => {
    const mustDiffer: MessageKey[] = [
      'landing.title',
      'landing.activeTournaments',
      'header.adminLogin',
      'error.invalidAccessCode.title',
      'error.invalidAccessCode.message',
      'error.notFound.message',
      'common.goHome',
      'common.tryAgain',
      'team.tab.pending',
      'team.tab.all',
      'team.tab.done',
      'team.searchPlaceholder',
      'upload.success.title',
      'camera.deniedTitle',
      'camera.deniedMessage',
      'wizard.hint.maxSize',
      'wizard.hint.minResolution',
      'wizard.hint.clearFace',
      'wizard.uploadFailed',
      // review and consent: a player must understand why they can't upload
      'team.player.retake',
      'team.player.approved',
      'review.retake.title',
      'review.approved.message',
      'review.reason.face-not-visible',
      'review.reason.not-portrait',
      'review.reason.blurry',
      'review.reason.too-dark',
      'review.reason.wrong-person',
      'review.reason.other',
      'wizard.playerRemoved',
      'wizard.photoApproved',
      'wizard.consentRequired',
      'consent.loadFailed',
    ]
    expect(mustDiffer.filter((key) => es[key] === en[key])).toEqual([])
  })
})
