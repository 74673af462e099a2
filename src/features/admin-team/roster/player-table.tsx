import { texts } from '../texts'
import type { PlayerItemProps } from './player-item'
import { PlayerRow } from './player-row'

export function PlayerTable({ items }: { items: PlayerItemProps[] }) {
  return (
    <div className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full table-fixed text-left text-[15px]">
        <thead className="bg-slate-50 text-sm text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">{texts.columns.player}</th>
            <th scope="col" className="w-40 px-4 py-3 font-medium">{texts.columns.status}</th>
            <th scope="col" className="w-80 px-4 py-3 text-right font-medium">{texts.columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <PlayerRow key={item.player.id} {...item} />
          ))}
        </tbody>
      </table>
    </div>
  )
}
