import { texts } from '../texts'

export function StatusBadge({ uploaded }: { uploaded: boolean }) {
  return uploaded ? (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-1 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-emerald-500" />
      {texts.uploaded}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-1 text-sm font-medium text-slate-600 ring-1 ring-slate-200">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-slate-400" />
      {texts.noPhoto}
    </span>
  )
}
