import { PROGRESS_COMPLETE_PERCENT, PROGRESS_YELLOW_ABOVE_PERCENT } from '@/config/constants'

export type ProgressTone = 'green' | 'yellow' | 'red'

/** Spec §9: 100 green, above 50 yellow, otherwise red. */
export function progressTone(percent: number): ProgressTone {
  if (percent >= PROGRESS_COMPLETE_PERCENT) return 'green'
  if (percent > PROGRESS_YELLOW_ABOVE_PERCENT) return 'yellow'
  return 'red'
}

const TONES: Record<ProgressTone | 'brand', string> = {
  green: 'bg-emerald-500',
  yellow: 'bg-amber-400',
  red: 'bg-red-500',
  brand: 'bg-brand-600',
}

type Props = {
  percent: number
  label: string
  /** colour by the spec's thresholds, or the neutral brand colour */
  tone?: ProgressTone | 'brand' | 'auto'
  className?: string
}

export function ProgressBar({ percent, label, tone = 'auto', className = '' }: Props) {
  const p = Math.max(0, Math.min(100, Math.round(percent)))
  const t = tone === 'auto' ? progressTone(p) : tone
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={p}
      data-tone={t}
      className={`h-2.5 w-full overflow-hidden rounded-full bg-slate-200 ${className}`}
    >
      <div className={`h-full rounded-full transition-[width] duration-300 ${TONES[t]}`} style={{ width: `${p}%` }} />
    </div>
  )
}
