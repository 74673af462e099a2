import { useRef, type KeyboardEvent } from 'react'
import { formatNumber, useT, type MessageKey } from '@/i18n'
import { PLAYER_FILTERS, type PlayerFilter } from './player-filters'

const LABELS: Record<PlayerFilter, MessageKey & `team.tab.${string}`> = {
  pending: 'team.tab.pending',
  all: 'team.tab.all',
  done: 'team.tab.done',
}

export function tabId(base: string, filter: PlayerFilter): string {
  return `${base}-tab-${filter}`
}

type Props = {
  value: PlayerFilter
  counts: Record<PlayerFilter, number>
  onChange: (filter: PlayerFilter) => void
  /** id prefix shared with the tab panel (aria-controls / aria-labelledby) */
  idBase: string
  panelId: string
}

/**
 * Pending / All / Done as WAI-ARIA tabs: one tab stop, arrow keys and Home/End move and select
 * (automatic activation: switching is instant and cheap).
 */
export function FilterTabs({ value, counts, onChange, idBase, panelId }: Props) {
  const { t, lang } = useT()
  const refs = useRef<Partial<Record<PlayerFilter, HTMLButtonElement | null>>>({})

  const move = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = PLAYER_FILTERS.indexOf(value)
    const last = PLAYER_FILTERS.length - 1
    const next =
      e.key === 'ArrowRight'
        ? (i + 1) % PLAYER_FILTERS.length
        : e.key === 'ArrowLeft'
          ? (i + last) % PLAYER_FILTERS.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : -1
    const filter = PLAYER_FILTERS[next]
    if (!filter) return
    e.preventDefault()
    onChange(filter)
    refs.current[filter]?.focus()
  }

  return (
    // flex-wrap: with the phone's text at up to 200 %, a tab that no longer fits goes to a second
    // row instead of running under its neighbour.
    <div role="tablist" aria-label={t('team.filterLabel')} onKeyDown={move} className="flex flex-wrap gap-1 rounded-xl bg-slate-200/70 p-1">
      {PLAYER_FILTERS.map((filter) => {
        const selected = filter === value
        return (
          <button
            key={filter}
            ref={(el) => {
              refs.current[filter] = el
            }}
            id={tabId(idBase, filter)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(filter)}
            className={[
              // grow from their content width: 'Pendientes 12' needs more room than 'Todo 30'
              'flex min-h-11 flex-auto items-center justify-center gap-1 rounded-lg px-1.5 text-center text-[0.9375rem] font-semibold transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700',
              selected ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-700 hover:bg-white/60',
            ].join(' ')}
          >
            <span>{t(LABELS[filter])}</span>
            <span
              className={`rounded-full px-1.5 py-0.5 text-xs tabular-nums ${selected ? 'bg-brand-50 text-brand-700' : 'bg-slate-300/70 text-slate-800'}`}
            >
              {formatNumber(counts[filter], lang)}
            </span>
          </button>
        )
      })}
    </div>
  )
}
