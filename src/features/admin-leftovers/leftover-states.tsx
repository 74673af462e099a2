// The list's non-success branches, each with its own text.
import { Button } from '@/components/button'
import { apiErrorText } from '@/lib/api'
import { EMPTY_TEXT } from './leftover-kinds'

export function LeftoversLoading() {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-24 text-slate-600">
      <span aria-hidden="true" className="size-9 animate-spin rounded-full border-4 border-slate-200 border-t-brand-700" />
      <span className="text-sm">Loading leftover files…</span>
    </div>
  )
}

export function LeftoversError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto mt-10 max-w-md rounded-xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <p className="text-lg font-semibold text-slate-900">{apiErrorText('load-leftovers')}</p>
      <p className="mt-2 text-sm text-slate-600">Check your connection and try again.</p>
      <Button className="mt-5" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  )
}

export function LeftoversEmpty() {
  return (
    <div className="rounded-xl border-2 border-dashed border-slate-200 bg-white px-6 py-16 text-center">
      <p className="text-lg font-medium text-slate-700">{EMPTY_TEXT}</p>
    </div>
  )
}

/** A kind tab with nothing in it (the others still have files). */
export function NoneOfKind({ label }: { label: string }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
      No files under {label}.
    </p>
  )
}
