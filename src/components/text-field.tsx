// A labelled text field: label, input (or a textarea that grows with its text), error or warning
// below, wired for assistive tech (label for, aria-invalid, aria-describedby; the error is
// announced with role=alert). Pass maxLength for names the database limits
// (src/config/constants.ts).
import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react'

type Common = {
  label: string
  /** keeps the label for assistive tech only, when the context already shows what the field is */
  hideLabel?: boolean
  error?: string | null
  /** a caution shown when there is no error, e.g. that a similar name exists */
  warning?: ReactNode
  /** how to fill it in, shown quietly when there is neither an error nor a warning */
  hint?: ReactNode
  /** 'sm' fits a table row or card; 'md' is a 44 px touch target */
  size?: 'sm' | 'md'
  /** classes of the wrapper */
  className?: string
}
type InputField = Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'size'> & { multiline?: false }
/** A name is one line, but a long one is seen whole while editing in a narrow card. */
type MultilineField = Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> & { multiline: true }
export type TextFieldProps = InputField | MultilineField

const FIELD =
  'block w-full rounded-lg border border-slate-300 bg-white text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 aria-invalid:border-red-500'
const SIZES = { sm: 'min-h-9 px-2.5 py-1.5 text-[0.9375rem]', md: 'min-h-11 px-3 py-2 text-base' }

export function TextField(props: TextFieldProps) {
  const autoId = useId()
  const { label, hideLabel = false, error, warning, hint, size = 'md', className = '' } = props
  const id = props.id ?? autoId
  const messageId = `${id}-message`
  const a11y = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error || warning || hint ? messageId : undefined,
  } as const
  const fieldClass = `${FIELD} ${SIZES[size]} ${hideLabel ? '' : 'mt-1.5'}`

  let control: ReactNode
  if (props.multiline) {
    const { label: _l, hideLabel: _h, error: _e, warning: _w, hint: _hi, size: _s, className: _c, multiline: _m, ...rest } = props
    control = <textarea rows={1} {...rest} {...a11y} className={`field-sizing-content resize-none ${fieldClass}`} />
  } else {
    const { label: _l, hideLabel: _h, error: _e, warning: _w, hint: _hi, size: _s, className: _c, multiline: _m, ...rest } = props
    control = <input type="text" {...rest} {...a11y} className={fieldClass} />
  }

  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'block text-sm font-medium text-slate-700'}>
        {label}
      </label>
      {control}
      {error ? (
        <p id={messageId} role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : warning ? (
        <p id={messageId} className="mt-2 text-sm text-amber-700">
          {warning}
        </p>
      ) : (
        hint && (
          <p id={messageId} className="mt-2 text-sm text-slate-500">
            {hint}
          </p>
        )
      )}
    </div>
  )
}
