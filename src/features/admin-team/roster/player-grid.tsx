import type { PlayerItemProps } from './player-item'
import { PlayerCard } from './player-card'

export function PlayerGrid({ items }: { items: PlayerItemProps[] }) {
  return (
    // 17rem: room for two labelled actions side by side in a card (four cards across at 1440 px).
    <ul aria-label="Players" className="grid grid-cols-[repeat(auto-fill,minmax(min(17rem,100%),1fr))] gap-4">
      {items.map((item) => (
        <PlayerCard key={item.player.id} {...item} />
      ))}
    </ul>
  )
}
