// The review mode's keys: A approve, R request retake, → or J next, ← or K previous (Escape is
// the dialog's own cancel). Listened for on the document, not the dialog: after a decision the
// focused button may be gone, and keys must still work. Typing in a field never triggers them.
import { useEffect, useLayoutEffect, useRef } from 'react'

export type ReviewShortcutHandlers = {
  approve: () => void
  retake: () => void
  next: () => void
  previous: () => void
}

const KEY_ACTIONS: Record<string, keyof ReviewShortcutHandlers> = {
  a: 'approve',
  r: 'retake',
  j: 'next',
  arrowright: 'next',
  k: 'previous',
  arrowleft: 'previous',
}

/** Shown on the buttons and in aria-keyshortcuts. */
export const SHORTCUT_HINT = { approve: 'A', retake: 'R', next: 'J', previous: 'K', close: 'Esc' } as const

export function useReviewShortcuts(active: boolean, handlers: ReviewShortcutHandlers) {
  const latest = useRef(handlers)
  useLayoutEffect(() => {
    latest.current = handlers
  })
  useEffect(() => {
    if (!active) return
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || e.repeat) return
      const target = e.target instanceof Element ? e.target : null
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return
      const action = KEY_ACTIONS[e.key.toLowerCase()]
      if (!action) return
      e.preventDefault()
      latest.current[action]()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [active])
}
