export { en } from './en'
export type { MessageKey, Messages } from './en'
// Spanish is not re-exported: it is its own chunk, loaded by loadMessages (import '@/i18n/es' to bundle it).
export {
  DEFAULT_LANG,
  LANG_STORAGE_KEY,
  LANGS,
  LANGUAGE_NAMES,
  LOCALES,
  MESSAGES,
  isLang,
  hasMessages,
  loadMessages,
  registerMessages,
} from './languages'
export type { Lang } from './languages'
export { createT, interpolate, isMessageKey, placeholdersOf } from './translate'
export type { MessageParams, PlainKey, Placeholders, TArgs, TFunction } from './translate'
export { detectLanguage, languageFromPreferences, readStoredLang, storeLang } from './detect'
export { formatDateRange, formatDeadline, formatEventDeadline, formatNumber } from './format'
export { I18nContext } from './context'
export type { I18nValue } from './context'
export { I18nProvider } from './i18n-provider'
export type { I18nProviderProps } from './i18n-provider'
export { useT } from './use-t'
export { useFixedPageLang } from './page-lang'
export { LanguageSwitcher } from './language-switcher'
export type { LanguageSwitcherProps } from './language-switcher'
