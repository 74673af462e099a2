import { Link } from 'react-router-dom'
import { Button, buttonClasses } from '@/components/button'
import { isTeamFilter, type TeamFilter } from './filter-teams'
import { TEAM_FILTER_LABELS, texts } from './texts'
import { CheckCircleIcon, CheckIcon, DownloadIcon, PlusIcon, RefreshIcon, SearchIcon, UploadIcon } from '@/components/icons'

type Props = {
  search: string
  onSearch: (value: string) => void
  filter: TeamFilter
  onFilter: (value: TeamFilter) => void
  onExport: () => void
  exporting: boolean
  /** the hand-over page: export destinations and the event-wide export */
  handOverHref: string
  onRefresh: () => void
  refreshing: boolean
  onAddTeam: () => void
  onImportRoster: () => void
  onConsent: () => void
  onAutoApprove: () => void
}

export function DashboardToolbar(p: Props) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="relative min-w-0 flex-1 basis-full sm:max-w-sm sm:basis-48">
        <label htmlFor="team-search" className="sr-only">
          Search teams
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
        <input
          id="team-search"
          type="search"
          placeholder="Search teams..."
          value={p.search}
          onChange={(e) => p.onSearch(e.target.value)}
          className="min-h-11 w-full rounded-lg border border-slate-300 bg-white py-2 pr-3 pl-9 text-[15px] placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
        />
      </div>
      <label htmlFor="team-filter" className="sr-only">
        Filter teams
      </label>
      <select
        id="team-filter"
        value={p.filter}
        onChange={(e) => isTeamFilter(e.target.value) && p.onFilter(e.target.value)}
        className="min-h-11 rounded-lg border border-slate-300 bg-white py-2 pr-8 pl-3 text-[15px] text-slate-800 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
      >
        {(Object.keys(TEAM_FILTER_LABELS) as TeamFilter[]).map((f) => (
          <option key={f} value={f}>
            {TEAM_FILTER_LABELS[f]}
          </option>
        ))}
      </select>
      <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
        <div role="group" aria-label="Set up event" className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={p.onAddTeam}>
            <PlusIcon className="size-4 shrink-0" />
            Add Team
          </Button>
          <Button variant="secondary" onClick={p.onImportRoster}>
            <UploadIcon className="size-4 shrink-0" />
            Import Roster
          </Button>
          <Button variant="secondary" onClick={p.onConsent}>
            <CheckCircleIcon className="size-4 shrink-0" />
            Consent
          </Button>
          <Button variant="secondary" onClick={p.onAutoApprove}>
            <CheckIcon className="size-4 shrink-0" />
            {texts.autoApproveTitle}
          </Button>
        </div>
        <span aria-hidden="true" className="mx-1 hidden h-6 w-px bg-slate-300 sm:block" />
        <Button variant="secondary" onClick={p.onExport} disabled={p.exporting}>
          <DownloadIcon className="size-4 shrink-0" />
          {p.exporting ? 'Exporting…' : 'Export CSV'}
        </Button>
        <Link to={p.handOverHref} className={buttonClasses({ variant: 'secondary' })}>
          <DownloadIcon className="size-4 shrink-0" />
          Hand over photos
        </Link>
        <Button variant="secondary" onClick={p.onRefresh} disabled={p.refreshing}>
          <RefreshIcon className={`size-4 ${p.refreshing ? 'animate-spin' : ''}`} />
          Refresh
        </Button>
      </div>
    </div>
  )
}
