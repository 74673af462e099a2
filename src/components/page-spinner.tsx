export function PageSpinner({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-dvh flex-col items-center justify-center gap-3 text-slate-600">
      <span aria-hidden="true" className="size-9 animate-spin rounded-full border-4 border-slate-200 border-t-brand-700" />
      <span className="text-sm">{label}</span>
    </div>
  )
}
