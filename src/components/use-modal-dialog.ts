// A native <dialog> shown as a modal while `open`: the browser traps focus and makes the page
// behind inert. Escape asks the owner (onCancel) instead of closing behind React's back, and
// focus goes back to the element that had it when the dialog opened. Spread the answer on the
// <dialog>. (jsdom has no showModal: the `open` attribute stands in.)
// When what the dialog confirmed took the opener away (a deleted photo's button, a removed
// player's row), focus would fall to <body> and the next Tab would start at the top of the page:
// focusOnClose names where it goes instead.
import { useEffect, useLayoutEffect, useRef, type SyntheticEvent } from 'react'

type Options = {
  open: boolean
  /** Escape (the dialog's cancel event) */
  onCancel: () => void
  /** where focus starts once shown (default: the browser's choice, the first focusable) */
  focusOnOpen?: (dialog: HTMLDialogElement) => void
  /**
   * Where focus goes once closed, asked at that moment (after the page has re-rendered). null or
   * undefined: back to the opener, if it is still in the page.
   */
  focusOnClose?: () => HTMLElement | null | undefined
}

export function useModalDialog({ open, onCancel, focusOnOpen, focusOnClose }: Options) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<Element | null>(null)
  const latest = useRef({ onCancel, focusOnOpen, focusOnClose })
  useLayoutEffect(() => {
    latest.current = { onCancel, focusOnOpen, focusOnClose }
  })

  // The last element focused outside the dialog: the opener, even where a button inside the
  // dialog took focus (autoFocus) before the dialog was shown (jsdom, which has no showModal).
  const lastOutside = useRef<Element | null>(null)
  useEffect(() => {
    const note = (e: FocusEvent) => {
      if (e.target instanceof Element && !ref.current?.contains(e.target)) lastOutside.current = e.target
    }
    document.addEventListener('focusin', note)
    return () => document.removeEventListener('focusin', note)
  }, [])

  // A layout effect: shown and closed (focus moved) before the browser paints, so a closed dialog
  // never shows for a frame as an empty box over the backdrop (an effect may run after the paint
  // when the change didn't come from a click or a key, e.g. data arriving).
  useLayoutEffect(() => {
    const d = ref.current
    if (!d) return
    if (open && !d.open) {
      const active = document.activeElement
      opener.current = active && d.contains(active) ? lastOutside.current : active
      if (d.showModal) d.showModal()
      else d.setAttribute('open', '')
      latest.current.focusOnOpen?.(d)
    } else if (!open && d.open) {
      if (d.close) d.close()
      else d.removeAttribute('open')
      const target = latest.current.focusOnClose?.() ?? opener.current
      if (target instanceof HTMLElement && target.isConnected) target.focus()
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
