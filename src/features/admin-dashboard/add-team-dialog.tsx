import { useState, type FormEvent } from 'react'
import toast from 'react-hot-toast'
import { addTeam, ApiError } from '@/lib/api'
import { Button } from '@/components/button'
import { Dialog } from '@/components/dialog'
import { foldForSearch } from './filter-teams'
import { TEAM_NAME_MAX_CHARS } from './roster-csv'
import { useBusy } from './use-busy'

export const TEAM_NAME_REQUIRED = 'Please enter a team name'
export const TEAM_EXISTS = 'A team with this name already exists'

type Props = {
  open: boolean
  eventName: string
  existingTeams: readonly string[]
  onClose: () => void
  onAdded: (team: string, code: string) => void
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
  const [busy, run] = useBusy()

  function submit(e: FormEvent) {
    e.preventDefault()
    const team = name.replace(/\s+/g, ' ').trim()
    if (!team) return setError(TEAM_NAME_REQUIRED)
    // The server refuses duplicates too (case-insensitively); asking first saves a round trip.
    if (existingTeams.some((t) => t.toLowerCase() === team.toLowerCase())) return setError(TEAM_EXISTS)
    void run(async () => {
      try {
        const code = await addTeam(eventName, team)
        toast.success(`Added ${team}`)
        onAdded(team, code)
      } catch (err) {
        const message = err instanceof ApiError && err.kind === 'conflict' ? TEAM_EXISTS : err instanceof ApiError ? err.message : 'Failed to add team'
        setError(message)
      }
    })
  }

  const similar = name.trim() ? existingTeams.find((t) => t !== name.trim() && foldForSearch(t) === foldForSearch(name)) : undefined

  return (
    <form onSubmit={submit} noValidate>
      <p className="text-sm text-slate-600">The team gets its own access code and link at once.</p>
      <label htmlFor="new-team-name" className="mt-4 block text-sm font-medium text-slate-700">
        Team name
      </label>
      <input
        id="new-team-name"
        value={name}
        maxLength={TEAM_NAME_MAX_CHARS}
        autoComplete="off"
        onChange={(e) => {
          setName(e.target.value)
          setError(null)
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'new-team-error' : undefined}
        className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30"
      />
      {error ? (
        <p id="new-team-error" role="alert" className="mt-2 text-sm text-red-600">
          {error}
        </p>
      ) : (
        similar && <p className="mt-2 text-sm text-amber-700">Careful: “{similar}” already exists.</p>
      )}
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
