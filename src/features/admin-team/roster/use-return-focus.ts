import { useLayoutEffect, useRef, type RefObject } from 'react'

/**
 * When an inline edit closes, its input disappears and keyboard focus would fall to <body>:
 * put it back on the control that opened the edit. Not when focus already went elsewhere
 * (e.g. another player's edit opened and took it).
 */
export function useReturnFocus(active: boolean, target: RefObject<HTMLElement | null>) {
  const wasActive = useRef(active)
  // Before the browser paints, so focus never sits on <body> for a frame.
  useLayoutEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body
    if (wasActive.current && !active && lost) target.current?.focus()
    wasActive.current = active
  }, [active, target])
}
