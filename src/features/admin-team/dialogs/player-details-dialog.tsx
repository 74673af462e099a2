// A player's details: the name and the roster identity other systems file the photo by (shirt
// number, family and given names, role, the accreditation system's ID). Saved as one
// compare-and-set on everything the form showed: if another admin or an import changed any of it
// meanwhile, nothing is written, the admin reads why and the roster reloads. Numbers and lengths
// are checked here first; a taken number or ID is the server's answer (a toast), the form stays.
import { useState, type FormEvent } from 'react'
import { Dialog } from '@/components/dialog'
import { Button } from '@/components/button'
import { TextField } from '@/components/text-field'
import type { AdminPlayer, PlayerDetails } from '@/lib/api'
import { PLAYER_NAME_MAX_CHARS } from '@/config/constants'
import { texts } from '../texts'
import { identityDraftOf, PlayerIdentityFields, readIdentity, type IdentityDraft } from './player-identity-fields'

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

function DetailsForm({ player, saving, onClose, onSave }: Omit<Props, 'player'> & { player: AdminPlayer }) {
  const [name, setName] = useState(player.player_name)
  const [d, setD] = useState<IdentityDraft>(() => identityDraftOf(player))
  const [tried, setTried] = useState(false)
  const t = texts.details

  const identity = readIdentity(d)
  const nameError = name.trim() === '' ? texts.nameCannotBeEmpty : name.trim().length > PLAYER_NAME_MAX_CHARS ? t.nameTooLong : null

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setTried(true)
    if (saving || nameError || !identity.ok) return
    if (await onSave(player, { player_name: name.trim(), ...identity.identity })) onClose()
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <TextField
        label={texts.playerNameLabel}
        autoComplete="off"
        value={name}
        onChange={(e) => setName(e.target.value)}
        readOnly={saving}
        error={tried ? nameError : null}
        hint={t.nameHint}
      />
      <PlayerIdentityFields
        draft={d}
        onChange={(key, value) => setD((x) => ({ ...x, [key]: value }))}
        errors={tried ? identity.errors : null}
        readOnly={saving}
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
