// 'Remind your team': team managers chase players on WhatsApp. One tap hands the
// reminder (team link, deadline, names still without a photo) to the phone's share sheet, or
// copies it where the browser has none.
import toast from '@/components/toast'
import type { RosterPlayer } from '@/lib/api'
import { teamAccessLink } from '@/config/paths'
import { Button } from '@/components/button'
import { MessageIcon } from '@/components/icons'
import { useT } from '@/i18n'
import { pendingNames, reminderText, shareOrCopy } from '@/lib/reminder'
import { useTeamLink } from './team-link-context'

const REMINDER_TOAST_ID = 'team-reminder'

export function RemindTeamButton({ players, className = '' }: { players: readonly RosterPlayer[]; className?: string }) {
  const { t, lang } = useT()
  const { event, code, team } = useTeamLink()

  async function remind() {
    const text = reminderText({
      lang,
      team,
      eventName: event.displayName,
      link: teamAccessLink(window.location.origin, event.code, code),
      deadline: event.uploadDeadline,
      pendingNames: pendingNames(players),
    })
    const outcome = await shareOrCopy(text, t('reminder.title', { team, event: event.displayName }))
    if (outcome === 'copied') toast.success(t('reminder.copied'), { id: REMINDER_TOAST_ID })
    if (outcome === 'failed') toast.error(t('reminder.copyFailed'), { id: REMINDER_TOAST_ID })
  }

  return (
    <Button variant="overlay" onClick={() => void remind()} className={`ring-1 ring-white/25 ${className}`}>
      <MessageIcon />
      {t('reminder.button')}
    </Button>
  )
}
