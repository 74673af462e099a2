import { useContext } from 'react'
import { I18nContext, type I18nValue } from './context'

/** `const { t, lang, setLang } = useT()`. English (and a no-op setLang) outside a provider. */
export function useT(): I18nValue {
  return useContext(I18nContext)
}
