// The roster's non-success branches, each with its spec text.
import { Button } from '@/components/button'
import { texts } from '../texts'

export function RosterLoading() {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-24 text-slate-600">
      <span aria-hidden="true" className="size-9 animate-spin rounded-full border-4 border-slate-200 border-t-brand-700" />
      <span className="text-sm">{texts.loadingPlayers}</span>
    </div>
  )
}

export function RosterError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto mt-10 max-w-md rounded-xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <p className="text-lg font-semibold text-slate-900">{texts.loadFailed}</p>
      <p className="mt-2 text-sm text-slate-600">{texts.checkConnection}</p>
      <Button className="mt-5" onClick={onRetry}>
        {texts.tryAgain}
      </Button>
    </div>
  )
}

export function RosterEmpty() {
  return (
    <div className="mt-6 rounded-xl border-2 border-dashed border-slate-200 py-16 text-center">
      <p className="text-lg font-medium text-slate-700">{texts.noPlayers}</p>
    </div>
  )
}
