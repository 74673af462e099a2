import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { I18nContext, type I18nValue } from './context'
import { detectLanguage, storeLang } from './detect'
import { hasMessages, loadMessages, LOCALES, type Lang } from './languages'
import { PageLangContext, documentLang } from './page-lang'
import { createT } from './translate'

export interface I18nProviderProps {
  children: ReactNode
  /** Force the starting language (tests, previews). Default: stored choice, else the browser's. */
  initialLang?: Lang
}

export function I18nProvider({ children, initialLang }: I18nProviderProps) {
  const [lang, setLangState] = useState<Lang>(() => initialLang ?? detectLanguage())
  // The language a shown page fixed for itself (English-only admin pages): page-lang.ts.
  const [fixedLang, setFixedLang] = useState<Lang | null>(null)

  const shownLoaded = hasMessages(lang)
  useEffect(() => {
    const pageLang = documentLang(lang, fixedLang)
    document.documentElement.lang = pageLang
    // The tab's title in the page's language too (a Spanish page had an English title).
    if (hasMessages(pageLang)) document.title = createT(pageLang)('app.name')
  }, [lang, fixedLang, shownLoaded])

  const setLang = useCallback((next: Lang) => {
    storeLang(next)
    // The other language's dictionary is its own chunk: switch once it is here (English until
    // then, never a missing text); on a failed load stay in the language shown.
    loadMessages(next).then(
      () => setLangState(next),
      (error: unknown) => console.error('Could not load the language:', error),
    )
  }, [])

  // A starting language main.tsx did not load first (tests, previews): load it, then show it.
  const [, setLoaded] = useState(0)
  useEffect(() => {
    if (!hasMessages(lang))
      void loadMessages(lang).then(
        () => setLoaded((n) => n + 1),
        () => undefined,
      )
  }, [lang])

  const loaded = hasMessages(lang)
  const value = useMemo<I18nValue>(
    () => ({ t: createT(lang), lang, locale: LOCALES[lang], setLang }),
    // createT(lang) gives more once the language's dictionary has arrived
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [lang, setLang, loaded],
  )

  return (
    <I18nContext.Provider value={value}>
      <PageLangContext.Provider value={setFixedLang}>{children}</PageLangContext.Provider>
    </I18nContext.Provider>
  )
}
