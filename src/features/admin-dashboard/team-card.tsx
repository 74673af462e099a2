import { memo } from 'react'
import { Link } from 'react-router-dom'
import type { TeamSummary } from '@/lib/api'
import { paths } from '@/config/paths'
import { Flag } from '@/components/flag'
import { ProgressBar } from '@/components/progress-bar'
import { progressPercent } from '@/lib/progress-percent'
import { isComplete } from './team-progress'
import { formatFullTimestamp } from '@/lib/dates'
import { formatLastUpdated } from './format-last-updated'
import { LinkIcon, MessageIcon } from '@/components/icons'
import { Button } from '@/components/button'

type Props = {
  team: TeamSummary
  eventCode: string
  onCopyLink: (team: TeamSummary) => void
  /** the reminder for the team's chat (absent: the event takes no photos now, or the team has none to chase) */
  onRemind?: (team: TeamSummary) => void
  now?: Date
}

/**
 * The whole card opens the team page: the team name is a real link whose hit area is stretched
 * over the card (a link can't hold the copy button, so the button sits above the stretched area).
 */
/** Memoised: typing in the dashboard's search re-renders only the cards whose team changed. */
export const TeamCard = memo(function TeamCard({ team, eventCode, onCopyLink, onRemind, now }: Props) {
  const percent = progressPercent(team.uploaded, team.total)
  const complete = isComplete(team)
  return (
    <article
      data-testid="team-card"
      className="relative flex min-w-0 flex-col gap-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-slate-300 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600"
    >
      <div className="flex items-start gap-3">
        <Flag team={team.name} size="lg" className="mt-0.5" />
        <div className="min-w-0 flex-1">
          <h3 className="line-clamp-2 text-base font-semibold break-words text-slate-900" title={team.name}>
            <Link
              to={paths.adminTeam.href(eventCode, team.name)}
              className="outline-none after:absolute after:inset-0 after:rounded-xl after:content-['']"
            >
              {team.name}
            </Link>
          </h3>
          {complete ? (
            <span className="mt-1 inline-flex h-5 items-center rounded-full bg-emerald-100 px-2 text-xs font-medium text-emerald-800">
              Complete
            </span>
          ) : (
            <span className="mt-1 flex h-5 items-center text-xs text-slate-500 tabular-nums">
              {team.total === 0 ? 'No players yet' : `${team.total - team.uploaded} without a photo`}
            </span>
          )}
        </div>
      </div>
      <div className="flex items-baseline justify-between tabular-nums">
        <span className="text-sm text-slate-600">
          {team.uploaded}/{team.total} players
        </span>
        <span className="text-lg font-semibold text-slate-900">{percent}%</span>
      </div>
      <ProgressBar percent={percent} label={`${team.name} progress`} />
      <ReviewCounts team={team} />
      {/* The icons sit with 'Last updated', not beside the name: beside it they squeezed the
          title until 'Netherlands' broke mid-word at 1440 px. */}
      <div className="-mb-2 flex items-center justify-between gap-2">
        <p className="text-xs text-slate-500">
          Last updated:{' '}
          {team.lastUpdated ? (
            <time dateTime={team.lastUpdated} title={formatFullTimestamp(team.lastUpdated)}>
              {formatLastUpdated(team.lastUpdated, { now })}
            </time>
          ) : (
            formatLastUpdated(null)
          )}
        </p>
        <div className="flex shrink-0 items-center">
          {onRemind && (team.uploaded < team.total || team.retake > 0) && (
            <Button
              variant="ghost"
              size="icon"
              onClick={() => onRemind(team)}
              aria-label={`Reminder for ${team.name}`}
              title="Reminder for the team's chat"
              className="relative z-10"
            >
              <MessageIcon className="size-5" />
            </Button>
          )}
          <Button
            variant="ghost"
            size="icon"
            onClick={() => onCopyLink(team)}
            aria-label={`Copy access link for ${team.name}`}
            title="Copy access link"
            className="relative z-10 -mr-2"
          >
            <LinkIcon className="size-5" />
          </Button>
        </div>
      </div>
    </article>
  )
})

/** Review beside the spec's progress: Complete means every player has a photo, approved or not. */
function ReviewCounts({ team }: { team: TeamSummary }) {
  return (
    <p data-testid="review-counts" className="-mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs tabular-nums">
      {/* green only for an achievement: '0/20 approved' in green beside a red bar read as a contradiction */}
      <span data-tone={team.approved > 0 ? 'green' : 'neutral'} className={team.approved > 0 ? 'text-emerald-800' : 'text-slate-500'}>
        {team.approved}/{team.total} approved
      </span>
      <span className={team.needsReview > 0 ? 'font-medium text-amber-800' : 'text-slate-500'}>{team.needsReview} to review</span>
      {team.retake > 0 && <span className="text-red-700">{team.retake} retake requested</span>}
    </p>
  )
}
