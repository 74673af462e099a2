import { useId } from 'react'

type Props = { name: string; value: string; zones: readonly string[]; error?: string; onChange: (zone: string) => void }

/** The IANA zones the browser knows (Intl), as one list: the deadline is read in this zone. */
export function TimeZoneSelect({ name, value, zones, error, onChange }: Props) {
  const id = useId()
  const messageId = `${id}-message`
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        Time zone
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        className="mt-1.5 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 aria-invalid:border-red-500"
      >
        {zones.map((z) => (
          <option key={z} value={z}>
            {z.replace(/_/g, ' ')}
          </option>
        ))}
      </select>
      {error && (
        <p id={messageId} role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
