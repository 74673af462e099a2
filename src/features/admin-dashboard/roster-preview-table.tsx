import { identityParts } from '@/lib/identity-text'
import type { PlayerIdentity } from '@/lib/api'
import { previewSummaryItems, statusLabel, type PreviewRow, type PreviewStatus } from './roster-preview'

const TONE: Record<PreviewStatus, string> = {
  add: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  'new-team': 'bg-brand-50 text-brand-700 ring-brand-100',
  exists: 'bg-slate-100 text-slate-700 ring-slate-200',
  duplicate: 'bg-amber-50 text-amber-800 ring-amber-200',
  blank: 'bg-slate-100 text-slate-600 ring-slate-200',
  'team-too-long': 'bg-red-50 text-red-800 ring-red-200',
  'name-too-long': 'bg-red-50 text-red-800 ring-red-200',
  'too-long': 'bg-red-50 text-red-800 ring-red-200',
  unchecked: 'bg-red-50 text-red-800 ring-red-200',
  update: 'bg-sky-50 text-sky-800 ring-sky-200',
  'bad-number': 'bg-red-50 text-red-800 ring-red-200',
  'bad-role': 'bg-red-50 text-red-800 ring-red-200',
  'name-part-too-long': 'bg-red-50 text-red-800 ring-red-200',
  'details-control-characters': 'bg-red-50 text-red-800 ring-red-200',
  'id-too-long': 'bg-red-50 text-red-800 ring-red-200',
  'duplicate-number': 'bg-amber-50 text-amber-800 ring-amber-200',
  'duplicate-id': 'bg-amber-50 text-amber-800 ring-amber-200',
  changed: 'bg-red-50 text-red-800 ring-red-200',
}

/** What the line gives the player: the server's answer, else the cells as written. */
function details(r: PreviewRow): string {
  const c = r.cells ?? {}
  const id: Partial<PlayerIdentity> = r.identity ?? {
    shirt_number: c.number && /^\d+$/.test(c.number) ? Number(c.number) : null,
    family_name: c.family_name ?? null,
    given_name: c.given_name ?? null,
    external_id: c.external_id ?? null,
  }
  return identityParts(id).join(' · ')
}

export function PreviewCountsList({ rows }: { rows: readonly PreviewRow[] }) {
  return (
    <ul aria-label="Import summary" className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700 tabular-nums">
      {previewSummaryItems(rows).map((text) => (
        <li key={text} className="first:font-semibold first:text-slate-900">
          {text}
        </li>
      ))}
    </ul>
  )
}

function StatusPill({ row }: { row: PreviewRow }) {
  return (
    // an update's changes can be long: they wrap rather than run out of the table
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${row.status === 'update' ? 'whitespace-normal' : 'sm:whitespace-nowrap'} ${TONE[row.status]}`}
    >
      {statusLabel(row)}
    </span>
  )
}

const dash = <span className="text-slate-400">—</span>

/** On a phone the status moves under the player's name (a fourth column doesn't fit 390 px). */
export function RosterPreviewTable({ rows }: { rows: readonly PreviewRow[] }) {
  return (
    // focusable: a keyboard can scroll it (axe: scrollable-region-focusable)
    <div
      tabIndex={0}
      role="region"
      aria-label="Preview lines"
      className="max-h-[45vh] overflow-auto rounded-lg ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">Roster import preview, one row per line of the file</caption>
        <thead className="sticky top-0 bg-slate-50 text-xs tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="w-12 px-3 py-2 text-right font-medium">
              Line
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Team
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Player
            </th>
            <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((r) => (
            <tr key={r.line} className="align-top sm:align-middle">
              <td className="px-3 py-2 text-right text-slate-500 tabular-nums">{r.line}</td>
              <td className="px-3 py-2 break-words sm:max-w-48 sm:truncate" title={r.team}>
                {r.team || dash}
              </td>
              <td className="px-3 py-2 wrap-anywhere sm:max-w-64 sm:truncate" title={r.playerName}>
                <span>{r.playerName || dash}</span>
                {details(r) && <span className="block text-xs whitespace-normal text-slate-500">{details(r)}</span>}
                <span className="mt-1 block sm:hidden">
                  <StatusPill row={r} />
                </span>
              </td>
              <td className="hidden px-3 py-2 sm:table-cell">
                <StatusPill row={r} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
