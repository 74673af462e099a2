// The roster identity's fields (shirt number, role, family and given names, external ID), as the
// Details and Add Player dialogs both ask for them: one draft shape, one reading of what was typed,
// the same early messages. Taken numbers and IDs are the server's to say (a toast).
import { SelectField } from '@/components/select-field'
import { TextField } from '@/components/text-field'
import {
  EXTERNAL_ID_MAX_CHARS,
  NAME_PART_MAX_CHARS,
  PLAYER_ROLES,
  SHIRT_NUMBER_MAX,
  SHIRT_NUMBER_MIN,
  type PlayerIdentity,
  type PlayerRole,
} from '@/lib/api'
import { ROLE_LABEL } from '@/lib/identity-text'
import { texts } from '../texts'

/** What the fields hold, as typed. */
export type IdentityDraft = { number: string; family: string; given: string; role: PlayerRole; externalId: string }

export const EMPTY_IDENTITY: IdentityDraft = { number: '', family: '', given: '', role: 'player', externalId: '' }

export const identityDraftOf = (p: PlayerIdentity): IdentityDraft => ({
  number: p.shirt_number === null ? '' : String(p.shirt_number),
  family: p.family_name ?? '',
  given: p.given_name ?? '',
  role: p.role,
  externalId: p.external_id ?? '',
})

/** The number as typed ('7', '#7', '07'), or why it can't be one. */
function readShirtNumber(text: string): { ok: true; value: number | null } | { ok: false } {
  const t = text.trim().replace(/^#\s*/, '')
  if (t === '') return { ok: true, value: null }
  if (!/^\d{1,2}$/.test(t)) return { ok: false }
  const n = Number(t)
  return n >= SHIRT_NUMBER_MIN && n <= SHIRT_NUMBER_MAX ? { ok: true, value: n } : { ok: false }
}

export type IdentityErrors = Record<'number' | 'family' | 'given' | 'externalId', string | null>

/** The identity to store (trimmed, blanks as null), or the message each field shows. */
export function readIdentity(
  d: IdentityDraft,
): { ok: true; identity: PlayerIdentity; errors: IdentityErrors } | { ok: false; errors: IdentityErrors } {
  const t = texts.details
  const number = readShirtNumber(d.number)
  const errors: IdentityErrors = {
    number: number.ok ? null : t.numberInvalid,
    family: d.family.trim().length > NAME_PART_MAX_CHARS ? t.namePartTooLong : null,
    given: d.given.trim().length > NAME_PART_MAX_CHARS ? t.namePartTooLong : null,
    externalId: d.externalId.trim().length > EXTERNAL_ID_MAX_CHARS ? t.externalIdTooLong : null,
  }
  if (!number.ok || Object.values(errors).some(Boolean)) return { ok: false, errors }
  return {
    ok: true,
    errors,
    identity: {
      shirt_number: number.value,
      family_name: d.family.trim() || null,
      given_name: d.given.trim() || null,
      role: d.role,
      external_id: d.externalId.trim() || null,
    },
  }
}

type Props = {
  draft: IdentityDraft
  onChange: <K extends keyof IdentityDraft>(key: K, value: IdentityDraft[K]) => void
  /** the messages to show now (none before the first try to save) */
  errors: IdentityErrors | null
  readOnly: boolean
}

export function PlayerIdentityFields({ draft, onChange, errors, readOnly }: Props) {
  const t = texts.details
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.number}
          inputMode="numeric"
          autoComplete="off"
          value={draft.number}
          onChange={(e) => onChange('number', e.target.value)}
          readOnly={readOnly}
          error={errors?.number}
          hint={t.numberHint}
        />
        <SelectField label={t.role} name="role" value={draft.role} onChange={(v) => onChange('role', v as PlayerRole)} disabled={readOnly}>
          {PLAYER_ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABEL[r]}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t.family}
          autoComplete="off"
          value={draft.family}
          onChange={(e) => onChange('family', e.target.value)}
          readOnly={readOnly}
          error={errors?.family}
        />
        <TextField
          label={t.given}
          autoComplete="off"
          value={draft.given}
          onChange={(e) => onChange('given', e.target.value)}
          readOnly={readOnly}
          error={errors?.given}
        />
      </div>
      <TextField
        label={t.externalId}
        autoComplete="off"
        value={draft.externalId}
        onChange={(e) => onChange('externalId', e.target.value)}
        readOnly={readOnly}
        error={errors?.externalId}
        hint={t.externalIdHint}
      />
    </>
  )
}
