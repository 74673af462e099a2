import { texts } from '../texts'
import type { PlayerItemProps } from './player-item'
import { PlayerRow } from './player-row'

export function PlayerTable({ items }: { items: PlayerItemProps[] }) {
  return (
    // On a phone the columns can't fit: the table scrolls sideways rather than squeezing names to a letter a line.
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full min-w-[46rem] table-fixed text-left text-[15px]">
        <thead className="bg-slate-50 text-sm text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">{texts.columns.player}</th>
            <th scope="col" className="w-56 px-4 py-3 font-medium">{texts.columns.status}</th>
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
