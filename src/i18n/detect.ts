import { DEFAULT_LANG, LANG_STORAGE_KEY, isLang, type Lang } from './languages'

/** Pick a language from the browser's preference list: the first one we support, else English. */
export function languageFromPreferences(preferences: readonly string[]): Lang {
  for (const tag of preferences) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0]
    if (isLang(primary)) return primary
  }
  return DEFAULT_LANG
}

/** The stored choice, or null when nothing valid is stored or storage is unavailable. */
export function readStoredLang(storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage()): Lang | null {
  try {
    const value = storage?.getItem(LANG_STORAGE_KEY)
    return isLang(value) ? value : null
  } catch {
    return null
  }
}

export function storeLang(lang: Lang, storage: Pick<Storage, 'setItem'> | undefined = safeLocalStorage()): void {
  try {
    storage?.setItem(LANG_STORAGE_KEY, lang)
  } catch {
    // Private mode or storage disabled: the choice just lasts for this page view.
  }
}

/** Initial language: the stored choice ('portal.lang'), else the browser's languages, else English. */
export function detectLanguage(
  storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage(),
  nav: Pick<Navigator, 'languages' | 'language'> | undefined = typeof navigator === 'undefined' ? undefined : navigator,
): Lang {
  const stored = readStoredLang(storage)
  if (stored) return stored
  const preferences = nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : []
  return languageFromPreferences(preferences)
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}
