import { useState, type FormEvent } from 'react'
import { addTeam, apiErrorText, errorText, useMutation } from '@/lib/api'
import { Button } from '@/components/button'
import { Dialog } from '@/components/dialog'
import { TextField } from '@/components/text-field'
import { foldForSearch } from '@/lib/search'
import { TEAM_NAME_MAX_CHARS } from '@/config/constants'
import { cacheTeamAdded, touchedByTeamsChange } from './summary-cache'

export const TEAM_NAME_REQUIRED = 'Please enter a team name'
export const TEAM_EXISTS = apiErrorText('team-exists')

type Props = {
  open: boolean
  eventName: string
  existingTeams: readonly string[]
  onClose: () => void
  /** after the team is in the dashboard's summary (summary-cache.ts) */
  onAdded: (team: string) => void
}

export function AddTeamDialog({ open, onClose, ...rest }: Props) {
  return (
    <Dialog open={open} title="Add Team" onClose={onClose} size="sm">
      {open && <AddTeamForm onClose={onClose} {...rest} />}
    </Dialog>
  )
}

function AddTeamForm({ eventName, existingTeams, onClose, onAdded }: Omit<Props, 'open'>) {
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  // A failure shows under the field rather than in a toast.
  const adding = useMutation((team: string) => addTeam(eventName, team), {
    errorToast: false,
    successToast: (_code, team) => `Added ${team}`,
    writeCache: (code, team) => cacheTeamAdded(eventName, team, code),
    invalidates: () => touchedByTeamsChange(eventName),
    onSuccess: (_code, team) => onAdded(team),
    onError: (err) => setError(errorText(err)),
  })
  const busy = adding.busy

  function submit(e: FormEvent) {
    e.preventDefault()
    const team = name.replace(/\s+/g, ' ').trim()
    if (!team) return setError(TEAM_NAME_REQUIRED)
    // The server refuses duplicates too (case-insensitively); asking first saves a round trip.
    if (existingTeams.some((t) => t.toLowerCase() === team.toLowerCase())) return setError(TEAM_EXISTS)
    void adding.mutate(team)
  }

  const similar = name.trim() ? existingTeams.find((t) => t !== name.trim() && foldForSearch(t) === foldForSearch(name)) : undefined

  return (
    <form onSubmit={submit} noValidate>
      <p className="text-sm text-slate-600">The team gets its own access code and link at once.</p>
      <TextField
        className="mt-4"
        label="Team name"
        value={name}
        maxLength={TEAM_NAME_MAX_CHARS}
        autoComplete="off"
        onChange={(e) => {
          setName(e.target.value)
          setError(null)
        }}
        error={error}
        warning={similar && `Careful: “${similar}” already exists.`}
      />
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Adding…' : 'Add Team'}
        </Button>
      </div>
    </form>
  )
}
