// Long work that steps aside when asked: the face check runs its model a few milliseconds at a
// time and pauses while the page holds it (making the photo wants the same cores; face.worker.ts).
// Holds are counted, and given up after `maxHoldMs`, so a release lost on the way can't stop the
// check for good.

/** Gives the event loop a turn (a hold may be waiting in it), far sooner than setTimeout(0). */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const { port1, port2 } = new MessageChannel()
    port1.onmessage = () => {
      port1.close()
      resolve()
    }
    port2.postMessage(null)
  })

export interface Holdable {
  /** One more hold (true) or one fewer (false). */
  hold(on: boolean): void
  readonly held: boolean
  /** Drains `steps`, letting messages in every `sliceMs` of work and waiting while held. */
  run<T>(steps: Generator<void, T>): Promise<T>
}

export function holdable({ maxHoldMs = 10_000, sliceMs = 8 } = {}): Holdable {
  let holds = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const waiting: (() => void)[] = []
  const hold = (on: boolean) => {
    holds = on ? holds + 1 : Math.max(0, holds - 1)
    clearTimeout(timer)
    if (holds > 0) timer = setTimeout(() => hold(false), maxHoldMs)
    else for (const resume of waiting.splice(0)) resume()
  }
  return {
    hold,
    get held() {
      return holds > 0
    },
    async run(steps) {
      let since = performance.now()
      for (;;) {
        const step = steps.next()
        if (step.done) return step.value
        if (performance.now() - since < sliceMs) continue
        await nextTask()
        while (holds > 0) await new Promise<void>((resolve) => waiting.push(resolve))
        since = performance.now()
      }
    },
  }
}
