import type { RosterPlayer } from '@/lib/api'
import { useT } from '@/i18n'
import { Button } from '@/components/button'
import { CheckCircleIcon } from '@/components/icons'

type Props = {
  player: RosterPlayer
  /** the next teammate without a photo, if any: offered, never opened for the player */
  next: RosterPlayer | null
  onNext: () => void
  /** back to the wizard, to send a different photo for this same player */
  onReplace: () => void
}

/**
 * What the player sees in their own panel once 'Upload Successful' has gone: their photo is in,
 * and where to find it (Done). Moving on to a teammate is a button with the teammate's name on
 * it, so nobody lands on someone else's name without choosing to (a player could otherwise
 * upload their face as the next person on the list).
 */
export function UploadConfirmation({ player, next, onNext, onReplace }: Props) {
  const { t } = useT()
  return (
    <div className="mt-4 rounded-xl bg-emerald-50 p-4 ring-1 ring-emerald-200" data-testid="upload-confirmation">
      <div className="flex gap-3">
        <CheckCircleIcon className="mt-0.5 size-6 shrink-0 text-emerald-700" />
        <div className="min-w-0">
          <p className="text-[1.0625rem] leading-snug font-semibold text-emerald-900">{t('team.player.hasPhoto')}</p>
          <p className="mt-1 text-[0.9375rem] leading-snug [overflow-wrap:anywhere] text-emerald-900">
            {t('team.uploaded.message', { name: player.player_name })}
          </p>
          {!next && <p className="mt-1 text-[0.9375rem] leading-snug text-emerald-900">{t('team.allDone')}</p>}
        </div>
      </div>
      <div className="mt-4 flex flex-col gap-2">
        {next && (
          <Button variant="outline" size="lg" onClick={onNext} className="text-left [overflow-wrap:anywhere]">
            {t('team.uploaded.next', { name: next.player_name })}
          </Button>
        )}
        <Button variant="link" onClick={onReplace} className="self-start">
          {t('team.uploaded.replace')}
        </Button>
      </div>
    </div>
  )
}
