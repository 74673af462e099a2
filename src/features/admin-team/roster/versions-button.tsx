// 'Versions (n)': opens the player's photo history. Shown when there is something to go back
// to: more than one version, or versions while the player has no current photo.
import type { AdminPlayer } from '@/lib/api'
import { Button } from '@/components/button'
import { texts } from '../texts'

export function hasVersionsToShow(player: Pick<AdminPlayer, 'version_count' | 'upload_status'>): boolean {
  return player.version_count > 1 || (player.version_count > 0 && !player.upload_status)
}

export function VersionsButton({ player, onClick, disabled }: { player: AdminPlayer; onClick: () => void; disabled: boolean }) {
  if (!hasVersionsToShow(player)) return null
  return (
    <Button
      variant="link"
      size="sm"
      className="-mx-3 self-start"
      onClick={onClick}
      disabled={disabled}
      aria-label={texts.versionsLabel(player.player_name, player.version_count)}
    >
      {texts.versionsButton(player.version_count)}
    </Button>
  )
}
