import { texts } from '../texts'
import type { PlayerItemProps } from './player-item'
import { PlayerRow, STACKED } from './player-row'

export function PlayerTable({ items }: { items: PlayerItemProps[] }) {
  return (
    <div className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table role="table" className={`w-full table-fixed text-left text-[0.9375rem] ${STACKED.table}`}>
        <thead role="rowgroup" className={`bg-slate-50 text-sm text-slate-600 ${STACKED.head}`}>
          <tr role="row">
            <th role="columnheader" scope="col" className="rounded-tl-xl px-4 py-3 font-medium">
              {texts.columns.player}
            </th>
            <th role="columnheader" scope="col" className="w-48 px-4 py-3 font-medium">
              {texts.columns.status}
            </th>
            <th
              role="columnheader"
              scope="col"
              className="w-[17rem] rounded-tr-xl px-4 py-3 font-medium lg:w-[24rem] lg:text-right xl:w-[46rem]"
            >
              {texts.columns.actions}
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup" className={STACKED.group}>
          {items.map((item) => (
            <PlayerRow key={item.player.id} {...item} />
          ))}
        </tbody>
      </table>
    </div>
  )
}
