// The event's next step on its own dashboard: 'Open to players' for a draft, 'Reopen' for a closed
// event, with the same question the events page asks.
import { useState } from 'react'
import { queryKeys, useSetEventState, type EventInfo } from '@/lib/api'
import { Button } from '@/components/button'
import { EventStateConfirm } from '@/components/event-state-confirm'
import { MOVED_TOAST, STATE_MOVES } from '@/components/event-state-moves'

export function StateMoveButton({ event }: { event: EventInfo }) {
  const [asking, setAsking] = useState(false)
  const setState = useSetEventState({
    successToast: (_data, vars) => MOVED_TOAST[vars.state](event.displayName),
    // the dashboard's event comes from the events list: reloaded, it shows the new state
    invalidates: () => [queryKeys.events],
  })
  const move = STATE_MOVES[event.state].find((m) => m.primary)
  if (!move) return null
  return (
    <>
      <Button size="sm" onClick={() => setAsking(true)} disabled={setState.busy}>
        {move.label}
      </Button>
      <EventStateConfirm
        asking={asking ? { move, eventName: event.displayName } : null}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false)
          void setState.mutate({ code: event.code, state: move.to, seenState: event.state })
        }}
      />
    </>
  )
}
