import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { I18nContext, type I18nValue } from './context'
import { detectLanguage, storeLang } from './detect'
import { LOCALES, type Lang } from './languages'
import { createT } from './translate'

export interface I18nProviderProps {
  children: ReactNode
  /** Force the starting language (tests, previews). Default: stored choice, else the browser's. */
  initialLang?: Lang
}

export function I18nProvider({ children, initialLang }: I18nProviderProps) {
  const [lang, setLangState] = useState<Lang>(() => initialLang ?? detectLanguage())

  useEffect(() => {
    document.documentElement.lang = lang
  }, [lang])

  const setLang = useCallback((next: Lang) => {
    storeLang(next)
    setLangState(next)
  }, [])

  const value = useMemo<I18nValue>(
    () => ({ t: createT(lang), lang, locale: LOCALES[lang], setLang }),
    [lang, setLang],
  )

  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}
