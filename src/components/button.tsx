// The portal's one button. Every control that looks like a button is this component (or, for a
// link that looks like one, an <a> with buttonClasses()). Variants carry colour, hover, disabled
// and focus-ring colour; sizes keep a 44 px touch target on phones (WCAG 2.5.5 / Apple HIG).
import { forwardRef, type ButtonHTMLAttributes } from 'react'

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'danger' | 'ghost' | 'ghost-danger' | 'link' | 'overlay'
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon-sm' | 'icon' | 'icon-lg'

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 font-medium text-white hover:bg-brand-600 disabled:bg-brand-700/50 focus-visible:outline-brand-700',
  secondary:
    'bg-white font-medium text-slate-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 disabled:text-slate-400 focus-visible:outline-brand-700',
  /** a lighter call to action: brand text on white */
  outline:
    'bg-white font-semibold text-brand-700 ring-1 ring-inset ring-brand-600/40 hover:bg-brand-50 disabled:text-slate-400 focus-visible:outline-brand-700',
  danger: 'bg-red-600 font-medium text-white hover:bg-red-500 disabled:bg-red-600/50 focus-visible:outline-brand-700',
  ghost: 'font-medium text-slate-700 hover:bg-slate-100 disabled:text-slate-400 focus-visible:outline-brand-700',
  /** an icon that turns red on hover: destructive actions in a row of icon buttons */
  'ghost-danger': 'font-medium text-slate-500 hover:bg-red-50 hover:text-red-700 disabled:text-slate-400 focus-visible:outline-brand-700',
  /** looks like a link, acts like a button (stays on the page) */
  link: 'font-medium text-brand-700 underline-offset-4 hover:underline disabled:text-slate-400 focus-visible:outline-brand-700',
  /** on a dark photo backdrop */
  overlay: 'bg-white/10 font-medium text-white hover:bg-white/20 focus-visible:outline-white',
}
const SIZES: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-4 text-[0.9375rem]',
  lg: 'min-h-13 px-5 text-base',
  /** square icon buttons: 36 px beside other controls on desktop, 44 px and 56 px for thumbs */
  'icon-sm': 'size-9 shrink-0',
  icon: 'size-11 shrink-0',
  'icon-lg': 'size-14 shrink-0',
}

export type ButtonStyle = { variant?: ButtonVariant; size?: ButtonSize; /** fully rounded ends */ pill?: boolean }

/** The button look as a class string, for a router <Link> that must look like a button. */
export function buttonClasses({ variant = 'primary', size = 'md', pill = false }: ButtonStyle = {}): string {
  return [
    'inline-flex items-center justify-center gap-2 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed',
    pill ? 'rounded-full' : 'rounded-lg',
    VARIANTS[variant],
    SIZES[size],
  ].join(' ')
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyle

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, pill, className = '', type = 'button', ...rest },
  ref,
) {
  return <button ref={ref} type={type} className={`${buttonClasses({ variant, size, pill })} ${className}`} {...rest} />
})
