// Adding or editing a destination, with a live preview of the first file names it would write.
import { useState, type FormEvent } from 'react'
import type { DestinationShape, ExportDestination, ExportPlayer } from '@/lib/api'
import { Button } from '@/components/button'
import { Dialog } from '@/components/dialog'
import { SelectField } from '@/components/select-field'
import { TextField } from '@/components/text-field'
import { parseTemplate } from './name-template'
import { fileExtension, planExport } from './plan-export'
import { SHAPE_ASPECT } from './rendition-frame'
import { SHAPE_LABELS, texts } from './texts'

const PREVIEW_FILES = 3

type Props = {
  /** null: closed */
  draft: ExportDestination | null
  isNew: boolean
  eventName: string
  players: readonly ExportPlayer[]
  saving: boolean
  onSave: (destination: ExportDestination) => void
  onClose: () => void
}

export function DestinationForm({ draft, isNew, ...rest }: Props) {
  return (
    <Dialog open={draft !== null} title={isNew ? texts.formTitleNew : texts.formTitleEdit} onClose={rest.onClose} size="lg">
      {draft && <Fields key={draft.id ?? 'new'} initial={draft} {...rest} />}
    </Dialog>
  )
}

export function heightFor(shape: DestinationShape, width: number): number | null {
  return shape === 'master' ? null : Math.round(width / SHAPE_ASPECT[shape])
}

function Fields({ initial, eventName, players, saving, onSave, onClose }: Omit<Props, 'draft' | 'isNew'> & { initial: ExportDestination }) {
  const [d, setD] = useState(initial)
  const [width, setWidth] = useState(String(initial.width))
  const [maxKb, setMaxKb] = useState(initial.max_kb === null ? '' : String(initial.max_kb))
  const set = <K extends keyof ExportDestination>(key: K, value: ExportDestination[K]) => setD((x) => ({ ...x, [key]: value }))

  const parsed = parseTemplate(d.template)
  const widthPx = Number(width)
  const widthOk = Number.isInteger(widthPx) && widthPx >= 100 && widthPx <= 4000
  const kb = maxKb.trim() === '' ? null : Number(maxKb)
  const kbOk = kb === null || (Number.isInteger(kb) && kb >= 20 && kb <= 20000)
  const nameOk = d.name.trim().length > 0
  const current = { ...d, width: widthOk ? widthPx : d.width, max_kb: d.format === 'jpeg' ? kb : null }
  const preview =
    planExport(eventName, players, current)
      ?.files.slice(0, PREVIEW_FILES)
      .map((f) => f.path) ?? []
  const height = widthOk ? heightFor(d.shape, widthPx) : null

  function submit(e: FormEvent) {
    e.preventDefault()
    if (nameOk && widthOk && kbOk && parsed.ok) onSave(current)
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label="Name"
        name="name"
        value={d.name}
        maxLength={80}
        required
        error={nameOk ? null : 'Please give the destination a name'}
        onChange={(e) => set('name', e.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Shape" name="shape" value={d.shape} onChange={(v) => set('shape', v as DestinationShape)}>
          {(Object.keys(SHAPE_LABELS) as DestinationShape[]).map((s) => (
            <option key={s} value={s}>
              {SHAPE_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Width in pixels"
          name="width"
          inputMode="numeric"
          value={width}
          onChange={(e) => setWidth(e.target.value)}
          error={widthOk ? null : 'A whole number from 100 to 4000'}
          hint={height === null ? 'The height follows the kept photo.' : `Height: ${height} px`}
        />
        <SelectField label="Format" name="format" value={d.format} onChange={(v) => set('format', v as 'jpeg' | 'png')}>
          <option value="jpeg">JPEG</option>
          <option value="png">PNG</option>
        </SelectField>
        {d.format === 'jpeg' && (
          <TextField
            label="Size limit per photo in KB (optional)"
            name="max_kb"
            inputMode="numeric"
            value={maxKb}
            onChange={(e) => setMaxKb(e.target.value)}
            error={kbOk ? null : 'From 20 to 20000 KB, or empty for none'}
          />
        )}
        <SelectField label="Photos" name="photos" value={d.photos} onChange={(v) => set('photos', v as 'approved' | 'current')}>
          <option value="approved">Approved photos only</option>
          <option value="current">Every player's current photo</option>
        </SelectField>
        <SelectField label="Folders" name="folders" value={d.folders} onChange={(v) => set('folders', v as 'flat' | 'team')}>
          <option value="team">A folder per team</option>
          <option value="flat">All in one folder</option>
        </SelectField>
      </div>
      <TextField
        label={`File name (without ${fileExtension(d)})`}
        name="template"
        value={d.template}
        maxLength={200}
        onChange={(e) => set('template', e.target.value)}
        error={parsed.ok ? null : texts.unknownFields(parsed.unknown)}
        hint={texts.templateHint}
      />
      <label className="flex min-h-11 items-center gap-3 text-sm text-slate-700">
        <input
          type="checkbox"
          className="size-5 accent-brand-700"
          checked={d.manifest}
          onChange={(e) => set('manifest', e.target.checked)}
        />
        Add manifest.csv: a row per file with the player's details, review state and pixel size
      </label>
      <section aria-label={texts.preview} className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
        <h3 className="text-sm font-medium text-slate-700">{texts.preview}</h3>
        {preview.length ? (
          <ul data-testid="name-preview" className="mt-1 space-y-0.5 font-mono text-sm break-all text-slate-900">
            {preview.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-slate-600">{texts.previewNone}</p>
        )}
      </section>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          {texts.cancel}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : texts.save}
        </Button>
      </div>
    </form>
  )
}
