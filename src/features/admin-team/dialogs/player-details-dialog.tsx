// A player's details: the name and the roster identity other systems file the photo by (shirt
// number, family and given names, role, the accreditation system's ID). Saved as one
// compare-and-set on everything the form showed: if another admin or an import changed any of it
// meanwhile, nothing is written, the admin reads why and the roster reloads. Numbers and lengths
// are checked here first; a taken number or ID is the server's answer (a toast), the form stays.
import { useId, useState, type FormEvent } from 'react'
import { Dialog } from '@/components/dialog'
import { Button } from '@/components/button'
import { SelectField } from '@/components/select-field'
import { TextField } from '@/components/text-field'
import {
  EXTERNAL_ID_MAX_CHARS,
  NAME_PART_MAX_CHARS,
  PLAYER_ROLES,
  SHIRT_NUMBER_MAX,
  SHIRT_NUMBER_MIN,
  type AdminPlayer,
  type PlayerDetails,
  type PlayerRole,
} from '@/lib/api'
import { PLAYER_NAME_MAX_CHARS } from '@/config/constants'
import { ROLE_LABEL } from '@/lib/identity-text'
import { texts } from '../texts'

type Props = {
  /** the player as the page showed them when Details was pressed; null: closed */
  player: AdminPlayer | null
  saving: boolean
  onClose: () => void
  /** true when saved (or refused as stale: the roster reloads); the dialog then closes */
  onSave: (seen: AdminPlayer, details: PlayerDetails) => Promise<boolean>
}

export function PlayerDetailsDialog({ player, ...rest }: Props) {
  return (
    <Dialog
      open={player !== null}
      title={player ? texts.details.title(player.player_name) : ''}
      onClose={rest.saving ? () => undefined : rest.onClose}
      size="md"
    >
      {player && <DetailsForm key={player.id} player={player} {...rest} />}
    </Dialog>
  )
}

type Draft = { name: string; number: string; family: string; given: string; role: PlayerRole; externalId: string }

const draftOf = (p: AdminPlayer): Draft => ({
  name: p.player_name,
  number: p.shirt_number === null ? '' : String(p.shirt_number),
  family: p.family_name ?? '',
  given: p.given_name ?? '',
  role: p.role,
  externalId: p.external_id ?? '',
})

/** The number as typed ('7', '#7', '07'), or why it can't be one. */
export function readShirtNumber(text: string): { ok: true; value: number | null } | { ok: false } {
  const t = text.trim().replace(/^#\s*/, '')
  if (t === '') return { ok: true, value: null }
  if (!/^\d{1,2}$/.test(t)) return { ok: false }
  const n = Number(t)
  return n >= SHIRT_NUMBER_MIN && n <= SHIRT_NUMBER_MAX ? { ok: true, value: n } : { ok: false }
}

function DetailsForm({ player, saving, onClose, onSave }: Omit<Props, 'player'> & { player: AdminPlayer }) {
  const formId = useId()
  const [d, setD] = useState<Draft>(() => draftOf(player))
  const [tried, setTried] = useState(false)
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setD((x) => ({ ...x, [key]: value }))
  const t = texts.details

  const number = readShirtNumber(d.number)
  const errors = {
    name: d.name.trim() === '' ? texts.nameCannotBeEmpty : d.name.trim().length > PLAYER_NAME_MAX_CHARS ? t.nameTooLong : null,
    number: number.ok ? null : t.numberInvalid,
    family: d.family.trim().length > NAME_PART_MAX_CHARS ? t.namePartTooLong : null,
    given: d.given.trim().length > NAME_PART_MAX_CHARS ? t.namePartTooLong : null,
    externalId: d.externalId.trim().length > EXTERNAL_ID_MAX_CHARS ? t.externalIdTooLong : null,
  }
  const shown = (e: string | null) => (tried ? e : null)

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setTried(true)
    if (saving || !number.ok || Object.values(errors).some(Boolean)) return
    const details: PlayerDetails = {
      player_name: d.name.trim(),
      shirt_number: number.value,
      family_name: d.family.trim() || null,
      given_name: d.given.trim() || null,
      role: d.role,
      external_id: d.externalId.trim() || null,
    }
    if (await onSave(player, details)) onClose()
  }

  return (
    <form id={formId} onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <TextField
        label={texts.playerNameLabel}
        autoComplete="off"
        value={d.name}
        onChange={(e) => set('name', e.target.value)}
        readOnly={saving}
        error={shown(errors.name)}
        hint={t.nameHint}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.number}
          inputMode="numeric"
          autoComplete="off"
          value={d.number}
          onChange={(e) => set('number', e.target.value)}
          readOnly={saving}
          error={shown(errors.number)}
          hint={t.numberHint}
        />
        <SelectField label={t.role} name="role" value={d.role} onChange={(v) => set('role', v as PlayerRole)}>
          {PLAYER_ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABEL[r]}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t.family}
          autoComplete="off"
          value={d.family}
          onChange={(e) => set('family', e.target.value)}
          readOnly={saving}
          error={shown(errors.family)}
        />
        <TextField
          label={t.given}
          autoComplete="off"
          value={d.given}
          onChange={(e) => set('given', e.target.value)}
          readOnly={saving}
          error={shown(errors.given)}
        />
      </div>
      <TextField
        label={t.externalId}
        autoComplete="off"
        value={d.externalId}
        onChange={(e) => set('externalId', e.target.value)}
        readOnly={saving}
        error={shown(errors.externalId)}
        hint={t.externalIdHint}
      />
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          {texts.cancel}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? t.saving : t.save}
        </Button>
      </div>
    </form>
  )
}
