// <html lang> says which language the page's text is in, so screen readers pick the right voice.
// By default it follows the player's language (I18nProvider). A page whose texts are not
// translated (the admin area is English only) declares its own with useFixedPageLang('en'): then
// a Spanish browser still gets lang="en" there, and the player's language again once it is left.
import { createContext, useContext, useLayoutEffect } from 'react'
import type { Lang } from './languages'

/** Set by I18nProvider: the language a mounted page fixed, or null to follow the player's. */
export const PageLangContext = createContext<(lang: Lang | null) => void>(() => {})

/** The language <html lang> should say: a page's fixed one wins over the player's choice. */
export function documentLang(playerLang: Lang, fixed: Lang | null): Lang {
  return fixed ?? playerLang
}

/** For pages whose texts exist in one language only: <html lang> is `lang` while they are shown. */
export function useFixedPageLang(lang: Lang): void {
  const setFixed = useContext(PageLangContext)
  // A layout effect, so the attribute is right before the first paint (and before axe looks).
  useLayoutEffect(() => {
    setFixed(lang)
    document.documentElement.lang = lang
    return () => setFixed(null)
  }, [lang, setFixed])
}
