import { useT } from '@/i18n'
import { OfflineIcon } from '@/components/icons'
import { useOnlineStatus } from './use-online-status'

/** A calm notice while the phone is offline; the live region announces it coming and going. */
export function OfflineBanner() {
  const { t } = useT()
  const online = useOnlineStatus()
  return (
    <div role="status" aria-live="polite">
      {!online && (
        <p className="flex items-center gap-2 bg-amber-100 px-4 py-2.5 text-[0.9375rem] font-medium text-amber-950 sm:justify-center">
          <OfflineIcon className="size-5 shrink-0" />
          {t('network.offline')}
        </p>
      )}
    </div>
  )
}
