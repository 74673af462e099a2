// Top of the team page: back to the dashboard, the team's flag and name, upload progress, and
// the two team-wide actions.
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { Flag } from '@/components/flag'
import { ProgressBar } from '@/components/progress-bar'
import { progressPercent } from '@/lib/progress-percent'
import type { EventInfo } from '@/lib/api'
import { ArrowLeftIcon } from '@/components/icons'
import { texts } from '../texts'

type Props = {
  event: EventInfo
  team: string
  /** null while the roster loads or when it failed */
  counts: { uploaded: number; total: number } | null
  actions: ReactNode
}

export function TeamHeader({ event, team, counts, actions }: Props) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center gap-x-3 gap-y-3 px-4 py-4 sm:gap-x-5 sm:px-8 sm:py-5 lg:flex-nowrap">
        <Link
          to={paths.adminDashboard.href(event.code)}
          aria-label={texts.backToDashboard}
          title={texts.backToDashboard}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-600 ring-1 ring-slate-200 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <ArrowLeftIcon />
        </Link>
        <Flag team={team} size="xl" className="shrink-0" />
        {/* A long team name wraps onto more lines; it never shrinks to an ellipsis. */}
        <div className="min-w-0 flex-1 basis-40">
          <p className="text-sm font-medium text-slate-500">{event.displayName}</p>
          <h1 className="text-xl font-semibold break-words text-slate-900 sm:text-2xl">{team}</h1>
          <div className="mt-1.5 flex min-h-5 flex-wrap items-center gap-x-3 gap-y-1">
            {counts && (
              <>
                <p className="text-sm text-slate-600">{texts.progress(counts.uploaded, counts.total)}</p>
                <ProgressBar
                  percent={progressPercent(counts.uploaded, counts.total)}
                  label={texts.progress(counts.uploaded, counts.total)}
                  className="max-w-40 min-w-24 flex-1"
                />
              </>
            )}
          </div>
        </div>
        {/* Below lg the actions get their own row rather than squeezing the team name; on a phone
            they share each line they wrap onto. */}
        <div className="flex w-full flex-wrap items-center gap-2 *:flex-auto sm:gap-3 sm:*:flex-none lg:w-auto lg:shrink-0 lg:justify-end">
          {actions}
        </div>
      </div>
    </header>
  )
}
