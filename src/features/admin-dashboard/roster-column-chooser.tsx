// The import's column chooser: every column of the file with its first value and what it is read
// as. Known headers come chosen; a column the portal did not recognise is ignored until the
// organizer maps it. Each field goes to one column at most (choosing it moves it).
import { useId } from 'react'
import { COLUMN_FIELDS, COLUMN_FIELD_LABEL, type ColumnField } from './roster-columns'

type Props = {
  columns: readonly { label: string; sample: string }[]
  fields: readonly ColumnField[]
  disabled: boolean
  onChange: (column: number, field: ColumnField) => void
}

export function RosterColumnChooser({ columns, fields, disabled, onChange }: Props) {
  const id = useId()
  const missing = (['team', 'player_name'] as const).filter((f) => !fields.includes(f))
  const namedByParts = fields.includes('family_name') || fields.includes('given_name')
  const notes = missing.filter((f) => !(f === 'player_name' && namedByParts))
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-900">Columns</legend>
      <p className="text-sm text-slate-600">
        What each column of the file holds. Change a choice to read a column differently, or ignore it; the preview follows.
        {!fields.includes('player_name') &&
          namedByParts &&
          ' Without a player name column, the name is the given name then the family name.'}
      </p>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {columns.map((c, i) => (
          <li key={i} className="rounded-lg p-2 ring-1 ring-slate-200">
            <label htmlFor={`${id}-${i}`} className="block text-sm font-medium break-words text-slate-800">
              {c.label}
              {c.sample && <span className="ml-1 font-normal text-slate-500">(e.g. {c.sample})</span>}
            </label>
            <select
              id={`${id}-${i}`}
              value={fields[i] ?? 'ignore'}
              disabled={disabled}
              onChange={(e) => onChange(i, e.target.value as ColumnField)}
              className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 disabled:opacity-60 sm:min-h-10"
            >
              {COLUMN_FIELDS.map((f) => (
                <option key={f} value={f}>
                  {COLUMN_FIELD_LABEL[f]}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
      {notes.length > 0 && (
        <p role="alert" className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900 ring-1 ring-amber-200">
          Choose the column that holds the {notes.map((f) => COLUMN_FIELD_LABEL[f].toLowerCase()).join(' and the ')}.
        </p>
      )}
    </fieldset>
  )
}
