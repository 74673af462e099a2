// Square icon button with an accessible name and a visible tooltip. The tooltip shows on hover
// and on keyboard focus (a native title attribute does neither reliably), and is hidden from
// assistive tech because aria-label already names the button.
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react'

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> & {
  /** accessible name, e.g. "Delete photo of Ana Ruiz" */
  label: string
  /** short visible tooltip, e.g. "Delete photo" */
  tip: string
  icon: ReactNode
  tone?: 'neutral' | 'danger'
}

const TONES = {
  neutral: 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
  danger: 'text-slate-500 hover:bg-red-50 hover:text-red-700',
}

export const IconButton = forwardRef<HTMLButtonElement, Props>(function IconButton(
  { label, tip, icon, tone = 'neutral', className = '', type = 'button', ...rest },
  ref,
) {
  return (
    <span className={`group/tip relative inline-flex ${className}`}>
      <button
        ref={ref}
        type={type}
        aria-label={label}
        className={`inline-flex size-9 items-center justify-center rounded-lg transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent ${TONES[tone]}`}
        {...rest}
      >
        {icon}
      </button>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute bottom-full left-1/2 z-20 mb-1.5 -translate-x-1/2 whitespace-nowrap rounded-md bg-slate-900 px-2 py-1 text-xs font-medium text-white opacity-0 shadow transition-opacity group-has-[:focus-visible]/tip:opacity-100 group-hover/tip:opacity-100"
      >
        {tip}
      </span>
    </span>
  )
})
