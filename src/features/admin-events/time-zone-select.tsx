import { useId, useState } from 'react'
import { SelectField } from '@/components/select-field'

type Props = { name: string; value: string; zones: readonly string[]; error?: string; onChange: (zone: string) => void }

const readable = (zone: string) => zone.replace(/_/g, ' ')
const key = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[_\s]+/g, ' ')
    .trim()

/** The zones a search keeps: every zone whose name holds it, and always the chosen one. */
export function zonesMatching(zones: readonly string[], search: string, chosen: string): string[] {
  const q = key(search)
  if (!q) return [...zones]
  return zones.filter((z) => z === chosen || key(z).includes(q))
}

/**
 * The IANA zones the browser knows (Intl), as one list: the deadline is read in this zone. Some
 * four hundred of them: a search field above narrows the list to the zones that hold what is typed
 * ('kolk' → Asia/Kolkata, 'sao paulo' → America/Sao_Paulo).
 */
export function TimeZoneSelect({ name, value, zones, error, onChange }: Props) {
  const [search, setSearch] = useState('')
  const searchId = useId()
  const shown = zonesMatching(zones, search, value)
  const found = shown.filter((z) => z !== value).length
  return (
    <div className="space-y-2">
      <div>
        <label htmlFor={searchId} className="block text-sm font-medium text-slate-700">
          Find a time zone
        </label>
        <input
          id={searchId}
          type="search"
          value={search}
          placeholder="City or region, e.g. Kolkata"
          onChange={(e) => {
            setSearch(e.target.value)
            const matches = zonesMatching(zones, e.target.value, '')
            // one zone left: it is the one meant
            if (matches.length === 1 && matches[0] !== value) onChange(matches[0]!)
          }}
          className="mt-1.5 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
        />
        {search.trim() && (
          <p aria-live="polite" className="mt-1 text-sm text-slate-500">
            {found === 0 ? 'No other time zone has that name.' : `${found} ${found === 1 ? 'zone matches' : 'zones match'}: choose below.`}
          </p>
        )}
      </div>
      <SelectField label="Time zone" name={name} value={value} error={error} onChange={onChange}>
        {shown.map((z) => (
          <option key={z} value={z}>
            {readable(z)}
          </option>
        ))}
      </SelectField>
    </div>
  )
}
