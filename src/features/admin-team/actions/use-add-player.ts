import { useCallback } from 'react'
import { addPlayer, useMutation, type AdminPlayer } from '@/lib/api'
import { texts } from '../texts'
import { withDuplicateCheck } from './stale-or-duplicate'

type Options = {
  setPlayers: (update: (players: AdminPlayer[]) => AdminPlayer[]) => void
  /** asks before a second player of the team gets the same name */
  confirmDuplicate: (name: string) => Promise<boolean>
}

/** Adds a player to the team; true when the server stored it (the name is already trimmed). */
export function useAddPlayer(eventName: string, team: string, { setPlayers, confirmDuplicate }: Options) {
  const { mutate } = useMutation(
    (name: string) => withDuplicateCheck((allowDuplicate) => addPlayer(eventName, team, name, { allowDuplicate }), () => confirmDuplicate(name)),
    {
      successToast: (player) => texts.added(player.player_name),
      onSuccess: (player) => setPlayers((list) => [...list, player]),
    },
  )
  return useCallback(async (name: string) => (await mutate(name)).status === 'success', [mutate])
}
