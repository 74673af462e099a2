// Small pieces every step uses: the focusable heading, the inline error and the busy note.
import { createContext, useContext, useLayoutEffect, useRef, type ReactNode } from 'react'
import { AlertIcon, Spinner } from '@/components/icons'

/**
 * True once the player has moved between steps. Only then does a new step's heading take focus
 * (keyboard and screen-reader users land on it); on the first render focus stays where the page
 * put it, so opening the team page never jumps.
 */
export const FocusStepHeading = createContext(false)

/** Phones and small tablets: the upload panel is in the page's flow, not beside the list. */
const STACKED_LAYOUT_QUERY = '(max-width: 1023.98px)'

export function StepHeading({ children, help }: { children: ReactNode; help?: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null)
  const focus = useContext(FocusStepHeading)
  // A layout effect: focus and scroll land before the step is painted, so a screen reader hears
  // the new step once and the page never shows a frame scrolled elsewhere.
  useLayoutEffect(() => {
    // Each step mounts its own heading, so this runs once per step.
    const heading = ref.current
    if (!focus || !heading) return
    heading.focus({ preventScroll: true })
    // On phones the step is shown from its heading down, so its main button ('Use photo',
    // 'Upload') is on screen too, even at 320×640: focus alone brings in only the heading, often
    // at the bottom of the screen. Beside the list (≥ 1024 px) the panel stays where it is.
    const stacked = window.matchMedia?.(STACKED_LAYOUT_QUERY).matches ?? false
    if (stacked) heading.scrollIntoView?.({ block: 'start' })
    else heading.scrollIntoView?.({ block: 'nearest' })
  }, [focus])
  return (
    <div>
      <h3 ref={ref} tabIndex={-1} className="scroll-mt-3 text-lg font-bold text-slate-900 focus:outline-none" data-step-heading="">
        {children}
      </h3>
      {help && <p className="mt-1 text-[0.9375rem] leading-snug text-slate-600">{help}</p>}
    </div>
  )
}

/** A failure in this step, read out at once; the same text is also toasted. */
export function InlineError({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="flex gap-2 rounded-xl bg-red-50 p-3 text-[0.9375rem] leading-snug font-medium text-red-800 ring-1 ring-red-200"
    >
      <AlertIcon className="mt-0.5 size-5 shrink-0" />
      <span>{children}</span>
    </p>
  )
}

/** What the wizard is doing right now ('Converting photo…'), announced politely. */
export function BusyNote({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 rounded-xl bg-brand-50 p-3 text-[0.9375rem] font-medium text-brand-900"
    >
      <Spinner />
      {children}
    </p>
  )
}
