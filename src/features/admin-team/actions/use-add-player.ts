import { useCallback } from 'react'
import { addPlayer, useMutation, type AdminPlayer } from '@/lib/api'
import { texts } from '../texts'

/** Adds a player to the team; true when the server stored it (the name is already trimmed). */
export function useAddPlayer(eventName: string, team: string, setPlayers: (update: (players: AdminPlayer[]) => AdminPlayer[]) => void) {
  const { mutate } = useMutation((name: string) => addPlayer(eventName, team, name), {
    successToast: (player) => texts.added(player.player_name),
    onSuccess: (player) => setPlayers((list) => [...list, player]),
  })
  return useCallback(async (name: string) => (await mutate(name)).status === 'success', [mutate])
}
