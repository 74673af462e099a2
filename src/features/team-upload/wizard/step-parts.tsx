// Small pieces every step uses: the focusable heading, the inline error and the busy note.
import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react'
import { AlertIcon, Spinner } from '@/components/icons'

/**
 * True once the player has moved between steps. Only then does a new step's heading take focus
 * (keyboard and screen-reader users land on it); on the first render focus stays where the page
 * put it, so opening the team page never jumps.
 */
export const FocusStepHeading = createContext(false)

export function StepHeading({ children, help }: { children: ReactNode; help?: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null)
  const focus = useContext(FocusStepHeading)
  useEffect(() => {
    // Each step mounts its own heading, so this runs once per step.
    if (focus) ref.current?.focus()
  }, [focus])
  return (
    <div>
      <h3 ref={ref} tabIndex={-1} className="text-lg font-bold text-slate-900 focus:outline-none" data-step-heading="">
        {children}
      </h3>
      {help && <p className="mt-1 text-[15px] leading-snug text-slate-600">{help}</p>}
    </div>
  )
}

/** A failure in this step, read out at once; the same text is also toasted. */
export function InlineError({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="flex gap-2 rounded-xl bg-red-50 p-3 text-[15px] leading-snug font-medium text-red-800 ring-1 ring-red-200">
      <AlertIcon className="mt-0.5 size-5 shrink-0" />
      <span>{children}</span>
    </p>
  )
}

/** What the wizard is doing right now ('Converting photo…'), announced politely. */
export function BusyNote({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center justify-center gap-2 rounded-xl bg-brand-50 p-3 text-[15px] font-medium text-brand-900">
      <Spinner />
      {children}
    </p>
  )
}
