// Tabs of the kinds, each with its count: a row of toggle buttons (one pressed at a time).
import { KIND_ORDER, type KindFilter } from './leftover-kinds'
import { KIND_LABELS } from './texts'

type Props = { value: KindFilter; counts: Record<KindFilter, number>; onChange: (kind: KindFilter) => void }

export function KindFilterTabs({ value, counts, onChange }: Props) {
  // files without a row come only from a local backend's crash: no tab for them while there are none
  const kinds: KindFilter[] = ['all', ...KIND_ORDER.filter((k) => k !== 'no-row' || counts[k] > 0 || value === k)]
  return (
    <div role="group" aria-label="Show files of kind" className="flex flex-wrap gap-2">
      {kinds.map((k) => {
        const pressed = value === k
        return (
          <button
            key={k}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(k)}
            className={`inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-medium ring-1 transition-colors ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:min-h-9 ${
              pressed ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'
            }`}
          >
            {k === 'all' ? 'All' : KIND_LABELS[k]}
            <span className={`tabular-nums ${pressed ? 'text-white/80' : 'text-slate-500'}`}>{counts[k]}</span>
          </button>
        )
      })}
    </div>
  )
}
