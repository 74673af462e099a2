// The question an event's state move asks before it changes what every team link shows (the
// events page and the dashboard ask the same).
import { Button } from '@/components/button'
import { Dialog } from '@/components/dialog'
import type { StateMove } from './event-state-moves'

type Props = {
  /** the move asked about and the event's name; null: closed */
  asking: { move: StateMove; eventName: string } | null
  onCancel: () => void
  onConfirm: () => void
}

export function EventStateConfirm({ asking, onCancel, onConfirm }: Props) {
  const confirm = asking?.move.confirm
  return (
    <Dialog
      open={asking !== null}
      title={confirm?.title ?? ''}
      onClose={onCancel}
      footer={
        confirm && (
          <>
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
            <Button variant="danger" onClick={onConfirm}>
              {confirm.button}
            </Button>
          </>
        )
      }
    >
      {asking && confirm && <p className="text-slate-700">{confirm.message(asking.eventName)}</p>}
    </Dialog>
  )
}
