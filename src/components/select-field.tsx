// A labelled list to choose from, wired like TextField (label for, aria-invalid,
// aria-describedby; the error announced with role=alert), a 44 px touch target.
import { useId, type ReactNode } from 'react'

type Props = {
  label: string
  name: string
  value: string
  error?: string
  /** how to choose, shown quietly under the list */
  hint?: ReactNode
  onChange: (value: string) => void
  /** while a save is in flight, as TextField's readOnly: a choice made then would be lost */
  disabled?: boolean
  /** the <option>s */
  children: ReactNode
}

export function SelectField({ label, name, value, error, hint, onChange, disabled, children }: Props) {
  const id = useId()
  const hintId = `${id}-hint`
  const messageId = `${id}-message`
  const describedBy = [hint ? hintId : '', error ? messageId : ''].filter(Boolean).join(' ')
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="mt-1.5 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 aria-invalid:border-red-500"
      >
        {children}
      </select>
      {hint && (
        <p id={hintId} className="mt-2 text-sm text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={messageId} role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
