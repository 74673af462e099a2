// The 'Remind your team' message a team manager (team page) or an organizer (dashboard card)
// pastes into the team's chat: who it is for, the deadline, who still has no photo, the link.
// Pure, so both languages and every case are table-tested (tests/unit/lib/reminder-text.test.ts).
import { createT, formatDeadline, type Lang } from '@/i18n'

export type ReminderInput = {
  lang: Lang
  team: string
  /** the event's display name */
  eventName: string
  /** the team's access link */
  link: string
  /** ISO timestamp, or null when the event has no deadline */
  deadline: string | null
  /** the zone the deadline is written in; default the sender's own (their team is usually with them) */
  timeZone?: string
  /** players still without a photo (or asked for a new one), in roster order */
  pendingNames: readonly string[]
  now?: Date
}

/** A plain-text message (chat apps keep the line breaks; the link stays on a line of its own). */
export function reminderText({ lang, team, eventName, link, deadline, timeZone, pendingNames, now }: ReminderInput): string {
  const t = createT(lang)
  const lines = [t('reminder.title', { team, event: eventName })]
  lines.push(deadline ? t('reminder.deadline', { date: formatDeadline(deadline, lang, { timeZone, now }) }) : t('reminder.noDeadline'))
  lines.push(
    pendingNames.length > 0 ? t('reminder.pending', { count: pendingNames.length, names: pendingNames.join(', ') }) : t('reminder.allDone'),
  )
  lines.push('', t('reminder.link'), link)
  return lines.join('\n')
}

/** The fields the pending rule reads (the team page's and the admin's player rows have them). */
export type ReminderPlayer = { player_name: string; upload_status: boolean; review_state?: string | null }

/** Still to do: no photo yet, or a photo the organizers sent back for a retake (the team page's Pending). */
export function pendingNames(players: readonly ReminderPlayer[]): string[] {
  return players.filter((p) => !p.upload_status || p.review_state === 'retake').map((p) => p.player_name)
}
