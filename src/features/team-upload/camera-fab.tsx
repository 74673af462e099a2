import { useT } from '@/i18n'
import { CameraIcon } from '@/components/icons'

type Props = { onClick: () => void }

/**
 * Phones only (spec §2): a round camera button, bottom-right, clear of the iPhone home bar and
 * of notches in landscape, that jumps to the first player without a photo.
 */
export function CameraFab({ onClick }: Props) {
  const { t } = useT()
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t('team.nextPending')}
      title={t('team.nextPending')}
      style={{
        bottom: 'calc(env(safe-area-inset-bottom, 0px) + 1rem)',
        right: 'calc(env(safe-area-inset-right, 0px) + 1rem)',
      }}
      // in px, not rem: with the phone's text at 200 % a rem-sized button would cover half the list
      className="fixed z-40 flex size-[64px] items-center justify-center rounded-full bg-brand-700 text-white shadow-lg ring-4 shadow-brand-900/30 ring-white transition-transform hover:bg-brand-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 active:scale-95 lg:hidden"
    >
      <CameraIcon className="size-[28px]" />
    </button>
  )
}
