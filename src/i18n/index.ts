export { en } from './en'
export type { MessageKey, Messages } from './en'
export { es } from './es'
export {
  DEFAULT_LANG,
  LANG_STORAGE_KEY,
  LANGS,
  LANGUAGE_NAMES,
  LOCALES,
  MESSAGES,
  isLang,
} from './languages'
export type { Lang } from './languages'
export { createT, interpolate, isMessageKey, placeholdersOf } from './translate'
export type { MessageParams, Placeholders, TArgs, TFunction } from './translate'
export { detectLanguage, languageFromPreferences, readStoredLang, storeLang } from './detect'
export { formatDateRange, formatNumber } from './format'
export { I18nContext } from './context'
export type { I18nValue } from './context'
export { I18nProvider } from './i18n-provider'
export type { I18nProviderProps } from './i18n-provider'
export { useT } from './use-t'
export { LanguageSwitcher } from './language-switcher'
export type { LanguageSwitcherProps } from './language-switcher'
