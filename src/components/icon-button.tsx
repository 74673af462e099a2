// Square icon button with an accessible name and a visible tooltip. The tooltip shows on hover
// and on keyboard focus (a native title attribute does neither reliably), and is hidden from
// assistive tech because aria-label already names the button.
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react'
import { Button } from './button'

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> & {
  /** accessible name, e.g. "Delete photo of Ana Ruiz" */
  label: string
  /** short visible tooltip, e.g. "Delete photo" */
  tip: string
  icon: ReactNode
  tone?: 'neutral' | 'danger'
}

export const IconButton = forwardRef<HTMLButtonElement, Props>(function IconButton(
  { label, tip, icon, tone = 'neutral', className = '', type = 'button', ...rest },
  ref,
) {
  return (
    <span className={`group/tip relative inline-flex ${className}`}>
      <Button
        ref={ref}
        type={type}
        variant={tone === 'danger' ? 'ghost-danger' : 'ghost'}
        size="icon-sm"
        aria-label={label}
        className="disabled:opacity-40 disabled:hover:bg-transparent"
        {...rest}
      >
        {icon}
      </Button>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute bottom-full left-1/2 z-20 mb-1.5 -translate-x-1/2 rounded-md bg-slate-900 px-2 py-1 text-xs font-medium whitespace-nowrap text-white opacity-0 shadow transition-opacity group-hover/tip:opacity-100 group-has-[:focus-visible]/tip:opacity-100"
      >
        {tip}
      </span>
    </span>
  )
})
