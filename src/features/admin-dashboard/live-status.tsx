import { useEffect, useState } from 'react'
import { clockTime } from '@/lib/dates'
import { formatUpdated } from './format-updated'

/** Re-reads the clock every second, so 'just now' turns into the time without a reload. */
function useNow(everyMs = 1000): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), everyMs)
    return () => clearInterval(id)
  }, [everyMs])
  return now
}

/**
 * When the numbers were last loaded. Not a live region itself (it changes every 15 s); only a
 * failed reload is announced, once, and said here rather than in a toast.
 */
export function LiveStatus({ updatedAt, failedAt }: { updatedAt: Date | null; failedAt: Date | null }) {
  const now = useNow()
  if (!updatedAt && !failedAt) return null
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
      {updatedAt && (
        <span data-testid="last-refresh" className="inline-flex items-center gap-1.5 tabular-nums">
          <span aria-hidden="true" className={`size-2 rounded-full ${failedAt ? 'bg-amber-500' : 'bg-emerald-500'}`} />
          <time dateTime={updatedAt.toISOString()}>{formatUpdated(updatedAt, now < updatedAt ? updatedAt : now)}</time>
        </span>
      )}
      <span role="status" className="text-amber-800">
        {failedAt && `Couldn't refresh at ${clockTime(failedAt)}. Showing the last numbers loaded; trying again.`}
      </span>
    </p>
  )
}
