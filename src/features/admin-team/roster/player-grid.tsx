import type { PlayerItemProps } from './player-item'
import { PlayerCard } from './player-card'

export function PlayerGrid({ items }: { items: PlayerItemProps[] }) {
  return (
    <ul aria-label="Players" className="grid grid-cols-[repeat(auto-fill,minmax(15rem,1fr))] gap-4">
      {items.map((item) => (
        <PlayerCard key={item.player.id} {...item} />
      ))}
    </ul>
  )
}
