import { useId } from 'react'
import { LANGS, LANGUAGE_NAMES } from './languages'
import { useT } from './use-t'

export interface LanguageSwitcherProps {
  className?: string
}

/**
 * Two-button toggle English / Español in a group labelled 'Language' / 'Idioma'.
 * About 150 px wide, 36 px tall targets: fits a 390 px phone header beside a title.
 */
export function LanguageSwitcher({ className }: LanguageSwitcherProps) {
  const { t, lang, setLang } = useT()
  const labelId = useId()

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className={['inline-flex items-center gap-1.5 text-sm', className].filter(Boolean).join(' ')}
    >
      <span id={labelId} className="sr-only">
        {t('language.label')}
      </span>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 text-slate-500" fill="none">
        <circle cx="10" cy="10" r="7.5" stroke="currentColor" strokeWidth="1.5" />
        <path
          d="M2.5 10h15M10 2.5c2 2.2 3 4.7 3 7.5s-1 5.3-3 7.5c-2-2.2-3-4.7-3-7.5s1-5.3 3-7.5Z"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      </svg>
      <span className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5">
        {LANGS.map((code) => {
          const active = code === lang
          return (
            <button
              key={code}
              type="button"
              lang={code}
              aria-pressed={active}
              onClick={() => setLang(code)}
              className={[
                'min-h-9 rounded-md px-2.5 font-medium transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500',
                active ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100',
              ].join(' ')}
            >
              {LANGUAGE_NAMES[code]}
            </button>
          )
        })}
      </span>
    </div>
  )
}
