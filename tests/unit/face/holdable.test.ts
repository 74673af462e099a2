// The face check steps aside while the photo is made (src/lib/face/holdable.ts): it pauses
// between steps while held, resumes on release, and a lost release can't stop it for good.
import { describe, expect, it } from 'vitest'
import { holdable } from '@/lib/face/holdable'
import { modelSteps, runModel } from '@/lib/face/blazeface'
import { loadModel } from './face-photos'

/** `count` steps, counted in `done`; `at` runs in the middle of the step of that index. */
function* steps(count: number, done: { steps: number }, at: Record<number, () => void> = {}): Generator<void, string> {
  for (let i = 0; i < count; i++) {
    at[i]?.()
    done.steps++
    yield
  }
  return 'answer'
}

/** `n` turns of the event loop, by the same kind of task the work yields with: an unheld loop takes a step in each. */
async function turns(n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    await new Promise<void>((resolve) => {
      const { port1, port2 } = new MessageChannel()
      port1.onmessage = () => {
        port1.close()
        resolve()
      }
      port2.postMessage(null)
    })
  }
}

describe('holdable work', () => {
  it('pauses at its next step while held, and finishes with its answer once released', async () => {
    const work = holdable({ sliceMs: 0 }) // a turn for messages after every step
    const done = { steps: 0 }
    const answer = work.run(steps(200, done, { 5: () => work.hold(true) }))
    while (done.steps < 6) await turns(1)
    await turns(30) // a held loop takes no step, however many turns go by
    expect(done.steps).toBe(6)
    expect(work.held).toBe(true)
    work.hold(false)
    await expect(answer).resolves.toBe('answer')
    expect(done.steps).toBe(200)
  })

  it('counts holds: two holds need two releases', async () => {
    const work = holdable({ sliceMs: 0 })
    work.hold(true)
    work.hold(true)
    const done = { steps: 0 }
    const answer = work.run(steps(20, done))
    await turns(20)
    expect(done.steps).toBe(1) // the first step runs, then the loop finds the hold
    work.hold(false)
    await turns(20)
    expect(done.steps).toBe(1)
    expect(work.held).toBe(true)
    work.hold(false)
    await expect(answer).resolves.toBe('answer')
  })

  it('gives a hold up after maxHoldMs, so a lost release cannot stop the work', async () => {
    const work = holdable({ sliceMs: 0, maxHoldMs: 20 })
    work.hold(true)
    const done = { steps: 0 }
    await expect(work.run(steps(10, done))).resolves.toBe('answer')
    expect(done.steps).toBe(10)
    expect(work.held).toBe(false)
  })

  it('runs the face model, a slice at a time, to the same outputs as in one go', async () => {
    const model = loadModel()
    const input = new Float32Array(256 * 256 * 3).map((_, i) => Math.sin(i * 0.37))
    const whole = runModel(model, input)
    const sliced = await holdable({ sliceMs: 1 }).run(modelSteps(model, input))
    expect([...sliced.keys()]).toEqual([...whole.keys()])
    for (const [name, values] of whole) expect(sliced.get(name)).toEqual(values)
  })
})
