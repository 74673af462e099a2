import type { ReactNode } from 'react'
import type { EventInfo } from '@/lib/api'
import { Flag } from '@/components/flag'
import { ProgressBar } from '@/components/progress-bar'
import { LanguageSwitcher, formatNumber, useT } from '@/i18n'
import { percentUploaded, type TeamCounts } from './player-filters'
import { DeadlineLine } from './upload-window'

type Props = {
  event: EventInfo
  team: string
  /** null while the roster loads or failed: the counters show a dash, not a wrong zero */
  counts: TeamCounts | null
  /** 'Remind your team', while the link takes photos and someone still has none */
  reminder?: ReactNode
}

/** Event title and deadline, team with flag, progress and the Total / Done / Pending counters (spec §2). */
export function TeamHeader({ event, team, counts, reminder }: Props) {
  const { t, lang } = useT()
  const percent = counts ? percentUploaded(counts) : 0
  const num = (n: number | undefined) => (n === undefined ? '–' : formatNumber(n, lang))

  return (
    <header className="bg-brand-900 pb-5 text-white">
      <div className="mx-auto max-w-6xl px-4 pt-[max(0.75rem,env(safe-area-inset-top))] sm:px-6">
        {/* flex-wrap: with the phone's text at 200 %, the switcher moves under the title instead of over it */}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="flex-1 text-sm leading-snug font-medium text-brand-100">{event.displayName}</p>
          {/* the globe is hidden on phones so the switcher fits beside the event title */}
          <LanguageSwitcher className="shrink-0 [&_svg]:hidden [&_svg]:text-brand-100 sm:[&_svg]:block" />
        </div>
        <DeadlineLine />

        <div className="mt-4 flex items-center gap-3">
          <Flag team={team} size="lg" className="rounded-[3px] bg-white/10" />
          <h1 className="min-w-0 text-[1.625rem] leading-tight font-bold [overflow-wrap:anywhere]">{team}</h1>
        </div>

        <div className="mt-4 rounded-xl bg-white/10 p-3 ring-1 ring-white/15">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
            <span className="text-brand-50">
              {counts ? t('team.progress', { done: num(counts.uploaded), total: num(counts.total) }) : '\u00a0'}
            </span>
            {counts && <span className="font-semibold tabular-nums">{t('team.percentComplete', { percent })}</span>}
          </div>
          {/* counted as uploaded (as the organizers count them) yet pending again: say how many */}
          {counts && counts.retake > 0 && (
            <p className="mt-0.5 text-sm font-semibold text-amber-200">
              {counts.retake === 1 ? t('team.retakeCount.one') : t('team.retakeCount.other', { count: num(counts.retake) })}
            </p>
          )}
          <ProgressBar
            percent={percent}
            label={t('team.percentComplete', { percent })}
            tone={counts && counts.total > 0 && counts.done === counts.total ? 'green' : 'brand'}
            className="mt-2 bg-white/20 [&>div]:bg-white data-[tone=green]:[&>div]:bg-emerald-400"
          />
          {/* flex-wrap, each box at least its longest word wide: with the phone's text at 200 %
              'Pendientes' takes a row of its own instead of running over 'Con foto' */}
          <dl className="mt-3 flex flex-wrap gap-2 text-center">
            <Counter label={t('team.counter.total')} value={num(counts?.total)} />
            <Counter label={t('team.counter.done')} value={num(counts?.done)} />
            <Counter label={t('team.counter.pending')} value={num(counts?.pending)} />
          </dl>
        </div>
        {reminder && <div className="mt-3 flex justify-end">{reminder}</div>}
      </div>
    </header>
  )
}

function Counter({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-1 flex-col-reverse rounded-lg bg-brand-900/40 px-2 py-1.5">
      <dt className="text-xs font-medium text-brand-100">{label}</dt>
      <dd className="text-xl font-bold tabular-nums">{value}</dd>
    </div>
  )
}
