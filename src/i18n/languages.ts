import { en, type Messages } from './en.ts'

export const LANGS = ['en', 'es'] as const
export type Lang = (typeof LANGS)[number]

export const DEFAULT_LANG: Lang = 'en'

/** localStorage key holding the language the user chose. */
export const LANG_STORAGE_KEY = 'portal.lang'

/** Each language's name in that language (what the switcher shows). */
export const LANGUAGE_NAMES: Readonly<Record<Lang, string>> = { en: 'English', es: 'Español' }

/** BCP 47 locale for Intl formatting (dates, numbers). es-419 = Latin-American Spanish. */
export const LOCALES: Readonly<Record<Lang, string>> = { en: 'en', es: 'es-419' }

/**
 * The dictionaries loaded so far. English (the source of every key and the fallback) is always
 * there; another language arrives with loadMessages, as its own chunk, so a player downloads only
 * the language they read. main.tsx loads the detected one before the first render, in parallel
 * with the screen's own code (no extra round trip); switching language loads the other.
 */
export const MESSAGES: Partial<Record<Lang, Messages>> & { en: Messages } = { en }

const LOADERS: Record<Exclude<Lang, 'en'>, () => Promise<Messages>> = {
  es: () => import('./es.ts').then((m) => m.es),
}

/** Registers a dictionary that is already at hand (tests; a page that bundles it anyway). */
export function registerMessages(lang: Lang, messages: Messages): void {
  MESSAGES[lang] = messages
}

export function hasMessages(lang: Lang): boolean {
  return MESSAGES[lang] !== undefined
}

/** Loads `lang`'s dictionary (once); resolves at once for English or a loaded language. */
export async function loadMessages(lang: Lang): Promise<void> {
  if (lang === 'en' || MESSAGES[lang]) return
  MESSAGES[lang] = await LOADERS[lang]()
}

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value)
}
