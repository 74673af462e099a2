// Modal built on the native <dialog>: the browser gives focus trapping, Escape and inert
// background; we add the title/description wiring and return focus to the opener.
import { useId, type ReactNode } from 'react'
import { useModalDialog } from './use-modal-dialog'

type Props = {
  open: boolean
  title: string
  onClose: () => void
  children: ReactNode
  /** buttons row */
  footer?: ReactNode
  size?: 'sm' | 'md' | 'lg'
  /** where focus goes once closed when not back to the opener (see useModalDialog) */
  focusOnClose?: () => HTMLElement | null | undefined
}

const WIDTHS = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-3xl' }

export function Dialog({ open, title, onClose, children, footer, size = 'md', focusOnClose }: Props) {
  const titleId = useId()
  const dialog = useModalDialog({ open, onCancel: onClose, focusOnClose })

  return (
    <dialog
      {...dialog}
      aria-labelledby={titleId}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose()
      }}
      className={`m-auto w-[calc(100%-2rem)] ${WIDTHS[size]} rounded-2xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50`}
    >
      {open && (
        <div className="p-6">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <div className="mt-3">{children}</div>
          {footer && <div className="mt-6 flex flex-wrap justify-end gap-2">{footer}</div>}
        </div>
      )}
    </dialog>
  )
}
