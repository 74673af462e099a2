// Import Roster: choose a CSV → its columns as guessed (the organizer may map each to a field or
// ignore it) → the server's preview of every line (nothing changes yet) → 'Import N players'
// applies exactly that: only the lines the preview said would write, each with its verdict, so a
// line the roster no longer fits is refused ('changed') rather than written unseen. Lines that won't be imported stay visible with the
// reason, so nothing is silently dropped.
import { useState } from 'react'
import { ApiError, importRoster, queryKeys, useMutation, type RosterImportStatus } from '@/lib/api'
import { Button } from '@/components/button'
import { Dialog } from '@/components/dialog'
import { columnSamples, decodeCsvBytes, readRosterFile, rosterLines, type RosterCsv, type RosterFile } from './roster-csv'
import { assignColumn, type ColumnField } from './roster-columns'
import { applyLabel, mergePreview, plural, previewCounts, toApplyRows, toImportRows, type PreviewRow } from './roster-preview'
import { PreviewCountsList, RosterPreviewTable } from './roster-preview-table'
import { RosterColumnChooser } from './roster-column-chooser'
import { texts } from './texts'

type Props = { open: boolean; eventName: string; onClose: () => void }

const NOT_WRITTEN: ReadonlySet<RosterImportStatus> = new Set(['changed', 'duplicate-number', 'duplicate-id'])

export function RosterImportDialog({ open, onClose, ...rest }: Props) {
  return (
    <Dialog open={open} title="Import Roster" onClose={onClose} size="lg">
      {open && <RosterImport onClose={onClose} {...rest} />}
    </Dialog>
  )
}

type Preview = { fileName: string; file: RosterFile; fields: ColumnField[]; parsed: RosterCsv; rows: PreviewRow[] }
type Source = { fileName: string; file: RosterFile; fields: ColumnField[] }

function RosterImport({ eventName, onClose }: Omit<Props, 'open'>) {
  const [preview, setPreview] = useState<Preview | null>(null)
  const [error, setError] = useState<string | null>(null)
  // Reading (or reading again with other columns): a failure shows in the dialog rather than in a toast.
  const previewer = useMutation(
    async (source: Source) => {
      setError(null)
      const parsed = rosterLines(source.file, source.fields)
      if (parsed.lines.length === 0) {
        setPreview(null)
        return setError(texts.emptyRosterFile)
      }
      const rows = toImportRows(parsed.lines)
      const server = rows.length > 0 ? await importRoster(eventName, rows, false) : []
      setPreview({ ...source, parsed, rows: mergePreview(parsed.lines, server) })
    },
    { errorToast: false, onError: (e) => setError(e instanceof ApiError ? e.message : "Couldn't read the file. Is it a CSV file?") },
  )
  const reader = useMutation(
    async (f: File) => {
      setError(null)
      setPreview(null)
      const file = readRosterFile(decodeCsvBytes(await f.arrayBuffer()))
      await previewer.mutate({ fileName: f.name, file, fields: file.guessed })
    },
    { errorToast: false, onError: () => setError("Couldn't read the file. Is it a CSV file?") },
  )
  const applier = useMutation((p: Preview) => importRoster(eventName, toApplyRows(p.parsed.lines, p.rows), true), {
    successToast: (result) => {
      const added = result.filter((r) => r.status === 'add' || r.status === 'new-team').length
      const updated = result.filter((r) => r.status === 'update').length
      const teams = result.filter((r) => r.status === 'new-team').length
      return `Imported ${plural(added, 'player', 'players')}${teams > 0 ? ` and ${plural(teams, 'new team', 'new teams')}` : ''}${updated > 0 ? `, updated ${plural(updated, 'player', 'players')}` : ''}`
    },
    // New players and teams anywhere in the event: its summary, rosters and storage line.
    invalidates: () => [queryKeys.event(eventName)],
    onSuccess: (result, p) => {
      // A line sent to be written that wasn't met a roster changed since the preview: 'changed',
      // or, when another admin stored its number or ID at the same instant, the refusal by name.
      const changed = result.filter((r) => NOT_WRITTEN.has(r.status)).length
      if (changed === 0) {
        // Done: this preview can't be applied a second time.
        setPreview(null)
        return onClose()
      }
      // The roster changed between preview and import: those lines were not written. Show the
      // file's verdicts as they are now.
      void previewer
        .mutate(p)
        .then(() =>
          setError(
            `${plural(changed, 'line was', 'lines were')} not imported because the roster changed since the preview. The preview below is up to date.`,
          ),
        )
    },
  })
  const reading = reader.busy || previewer.busy
  const applying = applier.busy
  const choose = (file: File) => reader.mutate(file)
  const remap = (column: number, field: ColumnField) =>
    preview && previewer.mutate({ ...preview, fields: assignColumn(preview.fields, column, field) })

  const counts = preview ? previewCounts(preview.rows) : null

  const applyImport = () => preview && applier.mutate(preview)

  return (
    <div>
      <p className="text-sm text-slate-600">
        A CSV file with one player per line: <strong>team</strong>, then <strong>player name</strong>. With a header row it may also have
        shirt numbers (1–99), family and given names, roles (player, goalkeeper, staff) and external IDs; you choose what each column holds.
        Commas or semicolons and quoted names are all fine. You will see what happens to each line before anything changes; an empty cell
        never clears what is stored.
      </p>
      <label htmlFor="roster-file" className="mt-4 block text-sm font-medium text-slate-700">
        Roster CSV file
      </label>
      <input
        id="roster-file"
        type="file"
        accept=".csv,.txt,text/csv,text/plain"
        disabled={reading || applying}
        // Cleared on open, so choosing the same (corrected) file again reads it again.
        onClick={(e) => {
          e.currentTarget.value = ''
        }}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0]
          if (file) void choose(file)
        }}
        className="mt-1 block w-full text-sm text-slate-600 file:mr-3 file:min-h-10 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-medium file:text-brand-700 hover:file:bg-brand-100"
      />

      {reading && (
        <p role="status" className="mt-4 text-sm text-slate-600">
          Checking the file…
        </p>
      )}
      {error && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
          {error}
        </p>
      )}

      {preview && counts && (
        <section aria-label="Preview" className="mt-5 space-y-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="font-semibold text-slate-900">Preview of {preview.fileName}</h3>
            <span className="text-sm text-slate-500 tabular-nums">{plural(preview.rows.length, 'line', 'lines')}</span>
          </div>
          <RosterColumnChooser
            columns={columnSamples(preview.file)}
            fields={preview.fields}
            disabled={reading || applying}
            onChange={remap}
          />
          <PreviewCountsList rows={preview.rows} />
          <FileNotes parsed={preview.parsed} />
          <RosterPreviewTable rows={preview.rows} />
        </section>
      )}

      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={applying}>
          Cancel
        </Button>
        {preview && counts && (
          <Button onClick={() => void applyImport()} disabled={applying || reading || counts.toAdd + counts.toUpdate === 0}>
            {applying ? 'Importing…' : applyLabel(counts)}
          </Button>
        )}
      </div>
    </div>
  )
}

function FileNotes({ parsed }: { parsed: RosterCsv }) {
  const notes = [
    parsed.header && `The first line was read as column names (${parsed.header.filter(Boolean).join(', ')}) and is not imported.`,
    parsed.extraColumnLines.length > 0 &&
      `${plural(parsed.extraColumnLines.length, 'line has', 'lines have')} cells in ignored columns, which are not read (line ${parsed.extraColumnLines.slice(0, 8).join(', ')}${parsed.extraColumnLines.length > 8 ? ', …' : ''}).`,
    parsed.unclosedQuoteLine !== null &&
      `A quote opened on line ${parsed.unclosedQuoteLine} is never closed, so the rest of the file was read as one name. Check that line.`,
  ].filter((n): n is string => typeof n === 'string')
  if (notes.length === 0) return null
  return (
    <ul className="space-y-1 text-sm text-slate-600">
      {notes.map((n) => (
        <li key={n}>{n}</li>
      ))}
    </ul>
  )
}
