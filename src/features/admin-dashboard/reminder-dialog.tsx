// The dashboard card's reminder: the same text a team manager sends from the team
// page ('Remind your team'), for the organizer to paste into the team's chat, in English or
// Spanish. It names the players still without a photo, so it reads the team's roster.
import { useState } from 'react'
import toast from '@/components/toast'
import { listTeamPlayers, queryKeys, useQuery, type TeamSummary, type EventInfo } from '@/lib/api'
import { teamAccessLink } from '@/config/paths'
import { Button } from '@/components/button'
import { Dialog } from '@/components/dialog'
import { LANGUAGE_NAMES, LANGS, hasMessages, loadMessages, type Lang } from '@/i18n'
import { pendingNames, reminderText, shareOrCopy } from '@/lib/reminder'

type Props = {
  /** the team to remind; null = closed */
  team: TeamSummary | null
  event: EventInfo
  origin: string
  onClose: () => void
}

export function ReminderDialog({ team, onClose, ...rest }: Props) {
  return (
    <Dialog open={team !== null} title={team ? `Reminder for ${team.name}` : 'Reminder'} onClose={onClose} size="md">
      {team && <ReminderBody key={team.name} team={team} onClose={onClose} {...rest} />}
    </Dialog>
  )
}

function ReminderBody({ team, event, origin, onClose }: Props & { team: TeamSummary }) {
  const [lang, setLang] = useState<Lang>('en')
  // The admin area ships English only: Spanish texts are their own chunk, fetched when chosen.
  const [, setLoaded] = useState(0)
  const ready = hasMessages(lang)
  const players = useQuery(queryKeys.teamPlayers(event.name, team.name), (signal) => listTeamPlayers(event.name, team.name, signal))
  const canShare = typeof navigator.share === 'function'

  if (!team.accessCode) {
    return (
      <div>
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          This team has no access code yet, so there is no link to send. Generate one with the card&rsquo;s link button first.
        </p>
        <div className="mt-6 flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    )
  }

  const text =
    players.status === 'success' && ready
      ? reminderText({
          lang,
          team: team.name,
          eventName: event.displayName,
          link: teamAccessLink(origin, event.code, team.accessCode),
          deadline: event.uploadDeadline,
          // the team is at the event: its clock, not the organizer's desk's
          timeZone: event.timeZone,
          pendingNames: pendingNames(players.data),
        })
      : null

  function choose(l: Lang) {
    setLang(l)
    if (hasMessages(l)) return
    loadMessages(l).then(
      () => setLoaded((n) => n + 1),
      () => toast.error(`Couldn't load the ${LANGUAGE_NAMES[l]} texts. Check your connection and try again.`),
    )
  }

  async function send() {
    if (!text) return
    const outcome = await shareOrCopy(text)
    if (outcome === 'copied') toast.success('Reminder copied!')
    if (outcome === 'failed') toast.error("Couldn't copy the reminder. Select the text and copy it by hand.")
  }

  return (
    <div>
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <legend className="sr-only">Language of the reminder</legend>
        <span aria-hidden="true" className="text-sm font-medium text-slate-700">
          Language
        </span>
        {LANGS.map((l) => (
          <label key={l} className="flex min-h-11 items-center gap-2 text-[15px] text-slate-800">
            <input
              type="radio"
              name="reminder-lang"
              value={l}
              checked={lang === l}
              onChange={() => choose(l)}
              className="size-4 accent-brand-700"
            />
            {LANGUAGE_NAMES[l]}
          </label>
        ))}
      </fieldset>
      {(players.status === 'loading' || (players.status === 'success' && !ready)) && (
        <p className="mt-3 text-sm text-slate-500">Loading…</p>
      )}
      {players.status === 'error' && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          Failed to load players.{' '}
          <Button variant="link" size="sm" onClick={() => void players.refetch()}>
            Try Again
          </Button>
        </p>
      )}
      {text && (
        <>
          <label htmlFor="reminder-text" className="mt-3 block text-sm font-medium text-slate-700">
            Message
          </label>
          <textarea
            id="reminder-text"
            readOnly
            value={text}
            rows={8}
            onFocus={(e) => e.currentTarget.select()}
            className="mt-1 block w-full resize-y rounded-lg border border-slate-300 bg-slate-50 px-3 py-2.5 text-sm leading-relaxed text-slate-800 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
          />
        </>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        <Button onClick={() => void send()} disabled={!text}>
          {canShare ? 'Share reminder' : 'Copy reminder'}
        </Button>
      </div>
    </div>
  )
}
