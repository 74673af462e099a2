// A native <dialog> shown as a modal while `open`: the browser traps focus and makes the page
// behind inert. Escape asks the owner (onCancel) instead of closing behind React's back, and
// focus goes back to the element that had it when the dialog opened. Spread the answer on the
// <dialog>. (jsdom has no showModal: the `open` attribute stands in.)
import { useEffect, useLayoutEffect, useRef, type SyntheticEvent } from 'react'

type Options = {
  open: boolean
  /** Escape (the dialog's cancel event) */
  onCancel: () => void
  /** where focus starts once shown (default: the browser's choice, the first focusable) */
  focusOnOpen?: (dialog: HTMLDialogElement) => void
}

export function useModalDialog({ open, onCancel, focusOnOpen }: Options) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<Element | null>(null)
  const latest = useRef({ onCancel, focusOnOpen })
  useLayoutEffect(() => {
    latest.current = { onCancel, focusOnOpen }
  })

  useEffect(() => {
    const d = ref.current
    if (!d) return
    if (open && !d.open) {
      opener.current = document.activeElement
      if (d.showModal) d.showModal()
      else d.setAttribute('open', '')
      latest.current.focusOnOpen?.(d)
    } else if (!open && d.open) {
      if (d.close) d.close()
      else d.removeAttribute('open')
      if (opener.current instanceof HTMLElement) opener.current.focus()
    }
  }, [open])

  return {
    ref,
    onCancel: (e: SyntheticEvent<HTMLDialogElement>) => {
      e.preventDefault()
      latest.current.onCancel()
    },
  }
}
