import { en, type Messages } from './en'
import { es } from './es'

export const LANGS = ['en', 'es'] as const
export type Lang = (typeof LANGS)[number]

export const DEFAULT_LANG: Lang = 'en'

/** localStorage key holding the language the user chose. */
export const LANG_STORAGE_KEY = 'portal.lang'

/** Each language's name in that language (what the switcher shows). */
export const LANGUAGE_NAMES: Readonly<Record<Lang, string>> = { en: 'English', es: 'Español' }

/** BCP 47 locale for Intl formatting (dates, numbers). es-419 = Latin-American Spanish. */
export const LOCALES: Readonly<Record<Lang, string>> = { en: 'en', es: 'es-419' }

export const MESSAGES: Readonly<Record<Lang, Messages>> = { en, es }

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value)
}
