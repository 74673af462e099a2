// Search and the grid/list switch.
import type { ReactNode } from 'react'
import { SearchIcon, GridIcon, ListIcon } from '@/components/icons'
import { texts } from '../texts'

export type RosterView = 'grid' | 'list'

type Props = {
  search: string
  onSearch: (value: string) => void
  view: RosterView
  onView: (view: RosterView) => void
  /** e.g. "Showing 3 of 30 players" while a search narrows the list */
  summary: string | null
}

export function RosterToolbar({ search, onSearch, view, onView, summary }: Props) {
  return (
    <div className="flex flex-wrap items-center gap-4">
      <div className="relative w-full max-w-sm">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400" />
        <input
          type="search"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          placeholder={texts.searchPlaceholder}
          aria-label={texts.searchLabel}
          className="min-h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-10 text-[15px] placeholder:text-slate-400 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
        />
      </div>
      {summary && (
        <p className="text-sm text-slate-600" aria-live="polite">
          {summary}
        </p>
      )}
      <div role="group" aria-label={texts.viewLabel} className="ml-auto inline-flex rounded-lg bg-slate-200/70 p-1">
        <ViewButton active={view === 'grid'} onClick={() => onView('grid')} label={texts.gridView} icon={<GridIcon className="size-4" />} />
        <ViewButton active={view === 'list'} onClick={() => onView('list')} label={texts.listView} icon={<ListIcon className="size-4" />} />
      </div>
    </div>
  )
}

function ViewButton({ active, onClick, label, icon }: { active: boolean; onClick: () => void; label: string; icon: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={`inline-flex min-h-9 items-center gap-2 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 ${
        active ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'
      }`}
    >
      {icon}
      {label}
    </button>
  )
}
