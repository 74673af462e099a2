// @vitest-environment jsdom
import { detectLanguage, languageFromPreferences, readStoredLang, storeLang } from '@/i18n/detect'
import { LANG_STORAGE_KEY } from '@/i18n/languages'

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  }
}

describe('languageFromPreferences', () => {
  it.each([
    [['es-CL', 'es', 'en'], 'es'],
    [['es'], 'es'],
    [['es-419'], 'es'],
    [['ES-ar'], 'es'],
    [['es_MX'], 'es'],
    [['fr-FR', 'es-ES'], 'es'],
    [['en-US', 'es-CL'], 'en'],
    [['en-GB'], 'en'],
    [['de-DE', 'fr'], 'en'],
    [['hi-IN'], 'en'],
    [['estonian-made-up'], 'en'],
    [[], 'en'],
  ] as const)('%j → %s', (preferences, lang) => {
    expect(languageFromPreferences(preferences)).toBe(lang)
  })
})

describe('detectLanguage', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    localStorage.clear()
  })

  it('follows navigator.languages when nothing is stored', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-CL', 'en'])
    expect(detectLanguage()).toBe('es')
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US'])
    expect(detectLanguage()).toBe('en')
  })

  it('falls back to navigator.language when languages is empty', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue([])
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('es-AR')
    expect(detectLanguage()).toBe('es')
  })

  it("prefers the stored choice under 'portal.lang'", () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-CL'])
    localStorage.setItem('portal.lang', 'en')
    expect(detectLanguage()).toBe('en')
  })

  it('ignores an invalid stored value', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es'])
    localStorage.setItem('portal.lang', 'klingon')
    expect(detectLanguage()).toBe('es')
  })

  it('survives storage that throws (Safari private mode, sandboxed frames)', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(readStoredLang(throwing)).toBeNull()
    expect(() => storeLang('es', throwing)).not.toThrow()
    expect(detectLanguage(throwing, { languages: ['es'], language: 'es' })).toBe('es')
  })

  it('reads and writes the portal.lang key', () => {
    const storage = memoryStorage()
    storeLang('es', storage)
    expect(storage.data.get(LANG_STORAGE_KEY)).toBe('es')
    expect(LANG_STORAGE_KEY).toBe('portal.lang')
    expect(readStoredLang(storage)).toBe('es')
  })
})
