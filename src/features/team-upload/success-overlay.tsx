import { useEffect, useId, useRef } from 'react'
import { SUCCESS_OVERLAY_FADE_MS } from '@/config/constants'
import { useT } from '@/i18n'
import { CheckCircleIcon } from '@/components/icons'

type Props = { name: string; fading: boolean }

/**
 * Spec §2/§4: full-screen 'Upload Successful' with the player's name, ~1.5 s, then a 0.3 s fade.
 * An alertdialog that takes focus, so screen readers announce it at once; the page behind is
 * inert meanwhile. Deliberately not dismissible by a tap: the second tap of a double tap on
 * Upload would otherwise close it before the player has seen it.
 */
export function SuccessOverlay({ name, fading }: Props) {
  const { t } = useT()
  const titleId = useId()
  const messageId = useId()
  const box = useRef<HTMLDivElement>(null)

  useEffect(() => {
    box.current?.focus()
  }, [])

  return (
    <div
      ref={box}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      tabIndex={-1}
      data-state={fading ? 'fading' : 'shown'}
      style={{ transitionDuration: `${SUCCESS_OVERLAY_FADE_MS}ms` }}
      className={`fixed inset-0 z-50 flex items-center justify-center bg-emerald-700 px-6 text-center text-white transition-opacity ease-out focus:outline-none motion-reduce:transition-none ${
        fading ? 'opacity-0' : 'opacity-100'
      }`}
    >
      <div className="max-w-sm">
        <CheckCircleIcon className="mx-auto size-24" />
        <h2 id={titleId} className="mt-5 text-3xl font-bold">
          {t('upload.success.title')}
        </h2>
        <p id={messageId} className="mt-3 text-lg leading-snug [overflow-wrap:anywhere]">
          {t('upload.success.message', { name })}
        </p>
      </div>
    </div>
  )
}
