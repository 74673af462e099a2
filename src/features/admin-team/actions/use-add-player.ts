import { useCallback } from 'react'
import toast from 'react-hot-toast'
import { addPlayer, type AdminPlayer } from '@/lib/api'
import { texts } from '../texts'

/** Adds a player to the team; true when the server stored it (the name is already trimmed). */
export function useAddPlayer(eventName: string, team: string, setPlayers: (update: (players: AdminPlayer[]) => AdminPlayer[]) => void) {
  return useCallback(
    async (name: string): Promise<boolean> => {
      try {
        const player = await addPlayer(eventName, team, name)
        setPlayers((list) => [...list, player])
        toast.success(texts.added(player.player_name))
        return true
      } catch (e) {
        console.error('Failed to add player', e)
        toast.error(texts.addFailed)
        return false
      }
    },
    [eventName, team, setPlayers],
  )
}
