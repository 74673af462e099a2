// The non-list branches of the team page (loading / error / empty team), each identified by
// its spec text.
import type { ReactNode } from 'react'
import { Button } from '@/components/button'
import { useT } from '@/i18n'

export function RosterLoading() {
  const { t } = useT()
  return (
    <div className="mx-auto max-w-6xl px-4 py-5 sm:px-6">
      <div role="status" className="flex items-center gap-3 text-[0.9375rem] text-slate-700">
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-[3px] border-slate-200 border-t-brand-700 motion-reduce:animate-none"
        />
        {t('team.loadingPlayers')}
      </div>
      <div aria-hidden="true" className="mt-4 flex flex-col gap-2">
        <div className="h-12 rounded-xl bg-slate-200/70" />
        <div className="h-13 rounded-xl bg-slate-200/70" />
        {[0, 1, 2, 3, 4].map((i) => (
          <div key={i} className="flex h-16 items-center gap-3 rounded-xl bg-white px-3 ring-1 ring-slate-200">
            <span className="size-11 rounded-full bg-slate-200 motion-safe:animate-pulse" />
            <span className="h-4 flex-1 rounded bg-slate-200 motion-safe:animate-pulse" style={{ maxWidth: `${60 - i * 6}%` }} />
          </div>
        ))}
      </div>
    </div>
  )
}

export function RosterError({ onRetry }: { onRetry: () => void }) {
  const { t } = useT()
  return (
    <RosterMessage tone="warning" title={t('team.loadFailed')}>
      <Button size="lg" onClick={onRetry} className="mt-5 w-full sm:w-auto">
        {t('common.tryAgain')}
      </Button>
    </RosterMessage>
  )
}

export function RosterMessage({
  title,
  tone = 'neutral',
  children,
}: {
  title: string
  tone?: 'warning' | 'neutral'
  children?: ReactNode
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <div className="mx-auto max-w-md rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
        <div
          aria-hidden="true"
          className={`mx-auto mb-4 flex size-12 items-center justify-center rounded-full text-xl font-bold ${
            tone === 'warning' ? 'bg-amber-100 text-amber-800' : 'bg-slate-100 text-slate-600'
          }`}
        >
          {tone === 'warning' ? '!' : '?'}
        </div>
        <p className="text-lg font-semibold text-slate-900">{title}</p>
        {children}
      </div>
    </div>
  )
}
