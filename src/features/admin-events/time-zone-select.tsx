import { SelectField } from '@/components/select-field'

type Props = { name: string; value: string; zones: readonly string[]; error?: string; onChange: (zone: string) => void }

/** The IANA zones the browser knows (Intl), as one list: the deadline is read in this zone. */
export function TimeZoneSelect({ name, value, zones, error, onChange }: Props) {
  return (
    <SelectField label="Time zone" name={name} value={value} error={error} onChange={onChange}>
      {zones.map((z) => (
        <option key={z} value={z}>
          {z.replace(/_/g, ' ')}
        </option>
      ))}
    </SelectField>
  )
}
