import { createContext } from 'react'
import { DEFAULT_LANG, LOCALES, type Lang } from './languages'
import { createT, type TFunction } from './translate'

export interface I18nValue {
  /** Translate a key; `t('footer.support', { email })`. */
  t: TFunction
  lang: Lang
  /** BCP 47 locale for Intl formatting ('en' / 'es-419'). */
  locale: string
  /** Switch language, remember it in localStorage ('portal.lang') and set <html lang>. */
  setLang: (lang: Lang) => void
}

/**
 * Outside an <I18nProvider> (e.g. a component test that does not wrap) `useT()` gives English
 * and setLang does nothing, so components render their English texts unchanged.
 */
export const I18nContext = createContext<I18nValue>({
  t: createT(DEFAULT_LANG),
  lang: DEFAULT_LANG,
  locale: LOCALES[DEFAULT_LANG],
  setLang: () => {},
})
