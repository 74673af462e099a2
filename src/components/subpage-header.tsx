// The header of an event's secondary admin page (leftover files, hand-over): back to the event's
// dashboard, the event's name above the page's heading, and an optional line under it.
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { ArrowLeftIcon } from '@/components/icons'

type Props = {
  backHref: string
  eventName: string
  heading: string
  /** focus goes here when what the person acted on is gone */
  headingId: string
  children?: ReactNode
}

export function SubpageHeader({ backHref, eventName, heading, headingId, children }: Props) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-4 sm:px-6">
        <Link
          to={backHref}
          aria-label="Back to dashboard"
          title="Back to dashboard"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-600 ring-1 ring-slate-200 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <ArrowLeftIcon />
        </Link>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium text-slate-500">{eventName}</p>
          <h1 id={headingId} tabIndex={-1} className="text-xl font-semibold text-slate-900 outline-none sm:text-2xl">
            {heading}
          </h1>
          {children}
        </div>
      </div>
    </header>
  )
}
