import { useId, useRef } from 'react'
import { useT } from '@/i18n'
import { CloseIcon, SearchIcon } from '@/components/icons'
import { Button } from '@/components/button'

type Props = { value: string; onChange: (value: string) => void }

/** 'Search players...': 16 px text so iOS Safari doesn't zoom in on focus; own clear button. */
export function PlayerSearch({ value, onChange }: Props) {
  const { t } = useT()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)

  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {t('team.searchLabel')}
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-500" />
      <input
        ref={input}
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={t('team.searchPlaceholder')}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck="false"
        enterKeyHint="search"
        className="h-12 w-full rounded-xl border border-slate-300 bg-white pr-12 pl-11 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-500/30 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      {value !== '' && (
        <Button
          variant="ghost"
          size="icon"
          onClick={() => {
            onChange('')
            input.current?.focus()
          }}
          aria-label={t('team.clearSearch')}
          className="absolute top-1/2 right-1 -translate-y-1/2"
        >
          <CloseIcon />
        </Button>
      )}
    </div>
  )
}
