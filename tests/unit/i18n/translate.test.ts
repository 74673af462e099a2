import { createT, interpolate, isMessageKey, placeholdersOf } from '@/i18n/translate'
import { formatDateRange, formatNumber } from '@/i18n/format'
import { LANGS, LOCALES } from '@/i18n/languages'

describe('t()', () => {
  it('returns the text of the language', () => {
    expect(createT('en')('common.goHome')).toBe('Go to Home')
    expect(createT('es')('common.goHome')).toBe('Ir al inicio')
  })

  it('fills {placeholders}', () => {
    expect(createT('en')('footer.support', { email: 'help@example.org' })).toBe('Technical support: help@example.org')
    expect(createT('es')('footer.support', { email: 'help@example.org' })).toBe('Soporte técnico: help@example.org')
    expect(createT('en')('wizard.uploading', { percent: 40 })).toBe('Uploading… 40%')
    expect(createT('en')('wizard.crop.tooSmall', { width: 640, height: 640 })).toContain('640×640 pixels')
  })

  it('is typed: unknown keys and missing or extra params do not compile', () => {
    const t = createT('en')
    // @ts-expect-error unknown key
    t('nope.missing')
    // @ts-expect-error params required for a text with placeholders
    t('footer.support')
    // @ts-expect-error wrong placeholder name
    t('footer.support', { mail: 'x' })
    // @ts-expect-error no params for a text without placeholders
    t('common.goHome', { x: 1 })
    expect(t('team.progress', { done: 3, total: 18 })).toBe('3 of 18 photos uploaded')
  })

  it('interpolate leaves unknown placeholders and does not touch prototype names', () => {
    expect(interpolate('Hi {name}, {other}', { name: 'Ana' })).toBe('Hi Ana, {other}')
    expect(interpolate('{toString}', {})).toBe('{toString}')
    expect(interpolate('No params {x}')).toBe('No params {x}')
    expect(interpolate('{a}{a}', { a: 1 })).toBe('11')
  })

  it('lists placeholders and recognises keys', () => {
    expect(placeholdersOf('Step {current} of {total}: {step}')).toEqual(['current', 'total', 'step'])
    expect(isMessageKey('common.back')).toBe(true)
    expect(isMessageKey('toString')).toBe(false)
  })
})

describe('formatting', () => {
  it('formats tournament date ranges per language, without a time-zone day shift', () => {
    // ICU puts thin spaces around the dash: compare with plain spaces
    const plain = (s: string) => s.replace(/\s/g, ' ')
    expect(plain(formatDateRange('2025-11-28', '2025-12-10', 'en'))).toBe('Nov 28 – Dec 10, 2025')
    expect(plain(formatDateRange('2025-12-01', '2025-12-13', 'es'))).toMatch(/^1 – 13 de dic\.? de 2025$/)
  })

  it('formats numbers', () => {
    expect(formatNumber(1234, 'en')).toBe('1,234')
    expect(formatNumber(0.5, 'en')).toBe('0.5')
  })

  it('writes every small whole number as Intl would, in every language (its shortcut skips Intl)', () => {
    for (const lang of LANGS) {
      const intl = new Intl.NumberFormat(LOCALES[lang])
      for (let n = 0; n < 1000; n++) expect(formatNumber(n, lang)).toBe(intl.format(n))
      for (const n of [1000, 12345, -3, 2.5]) expect(formatNumber(n, lang)).toBe(intl.format(n))
    }
  })
})
