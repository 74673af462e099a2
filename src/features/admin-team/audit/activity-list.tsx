// The trail as readable lines with their times, newest first.
import type { AuditEntry } from '@/lib/api'
import { formatWhen } from '@/lib/dates'
import { describeAudit } from './audit-lines'

export function ActivityList({ entries }: { entries: AuditEntry[] }) {
  return (
    <ol className="divide-y divide-slate-100">
      {entries.map((e) => (
        <li key={e.id} className="flex flex-col gap-0.5 py-2.5 sm:flex-row sm:gap-4">
          <time dateTime={e.at} className="shrink-0 text-sm text-slate-500 tabular-nums sm:w-44">
            {formatWhen(e.at)}
          </time>
          <span className="min-w-0 text-[15px] break-words text-slate-800">{describeAudit(e)}</span>
        </li>
      ))}
    </ol>
  )
}
