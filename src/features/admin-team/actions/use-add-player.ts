import { useCallback } from 'react'
import { addPlayer, updateCached, useMutation, type AdminPlayer, type PlayerIdentity } from '@/lib/api'
import { texts } from '../texts'
import { withDuplicateCheck } from './stale-or-duplicate'
import { rosterKey, touchedByTeamChange } from './team-change-keys'

type Options = {
  /** asks before a second player of the team gets the same name */
  confirmDuplicate: (name: string) => Promise<boolean>
}

type NewPlayer = { name: string; identity?: PlayerIdentity }

/** Adds a player to the team; true when the server stored it (the name is already trimmed). A
 * taken number or ID is refused with its text, and the dialog keeps what was typed. */
export function useAddPlayer(eventName: string, team: string, { confirmDuplicate }: Options) {
  const { mutate } = useMutation(
    ({ name, identity }: NewPlayer) =>
      withDuplicateCheck(
        (allowDuplicate) => addPlayer(eventName, team, name, { allowDuplicate, ...(identity && { identity }) }),
        () => confirmDuplicate(name),
      ),
    {
      successToast: (player) => texts.added(player.player_name),
      writeCache: (player) => updateCached<AdminPlayer[]>(rosterKey(eventName, team), (list) => [...list, player]),
      invalidates: () => touchedByTeamChange(eventName, team),
    },
  )
  return useCallback(
    async (name: string, identity?: PlayerIdentity) => (await mutate({ name, ...(identity && { identity }) })).status === 'success',
    [mutate],
  )
}
