import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { buttonClasses } from './button'

type Props = {
  title: string
  message: string
  /** e.g. a Go to Home link or a Try Again button */
  action?: ReactNode
  tone?: 'warning' | 'neutral'
}

/** Full-page message for wrong links and failures: one clear sentence and one way forward. */
export function ErrorScreen({ title, message, action, tone = 'warning' }: Props) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-5 py-10">
      <div className="w-full max-w-md rounded-2xl bg-white p-7 text-center shadow-sm ring-1 ring-slate-200">
        <div
          aria-hidden="true"
          className={`mx-auto mb-4 flex size-14 items-center justify-center rounded-full text-2xl ${
            tone === 'warning' ? 'bg-amber-100 text-amber-700' : 'bg-slate-100 text-slate-600'
          }`}
        >
          {tone === 'warning' ? '!' : '?'}
        </div>
        <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
        <p className="mt-3 text-[0.9375rem] leading-relaxed text-slate-600">{message}</p>
        {action && <div className="mt-6 flex justify-center">{action}</div>}
      </div>
    </main>
  )
}

export function HomeLink({ children }: { children: ReactNode }) {
  return (
    <Link to="/" className={buttonClasses()}>
      {children}
    </Link>
  )
}
