import { reloadOnceOnStaleChunk } from '@/app/reload-on-stale-chunk'
import { settle } from '../settle'

const OLD = 'https://photos.example.org/assets/index-AAA.js'
const indexNaming = (entry: string) => `<script type="module" crossorigin src="${new URL(entry).pathname}"></script>`

function setUp(opts: { build: string; index: string | null | Error; storage?: Map<string, string> | null }) {
  const target = new EventTarget()
  const reload = vi.fn()
  const session = opts.storage === undefined ? new Map<string, string>() : opts.storage
  const storage = session
    ? { getItem: (k: string) => session.get(k) ?? null, setItem: (k: string, v: string) => void session.set(k, v) }
    : null
  const fetchIndex = vi.fn(async () => {
    if (opts.index instanceof Error) throw opts.index
    return opts.index
  })
  reloadOnceOnStaleChunk({ target: target as unknown as Window, storage, reload, fetchIndex, build: opts.build })
  return { fail: () => target.dispatchEvent(new Event('vite:preloadError')), reload, fetchIndex, session }
}

describe('reloadOnceOnStaleChunk', () => {
  it('reloads when the host now serves another build, once per build', async () => {
    const session = new Map<string, string>()
    const first = setUp({ build: OLD, index: indexNaming('https://photos.example.org/assets/index-BBB.js'), storage: session })
    first.fail()
    await settle()
    expect(first.reload).toHaveBeenCalledTimes(1)

    // the reload got the same old build again (a cached index.html somewhere): no loop
    const again = setUp({ build: OLD, index: indexNaming('https://photos.example.org/assets/index-BBB.js'), storage: session })
    again.fail()
    await settle()
    expect(again.reload).not.toHaveBeenCalled()
  })

  it("leaves a chunk that failed on the network to the screen: the host's build is the running one", async () => {
    const t = setUp({ build: OLD, index: indexNaming(OLD) })
    t.fail()
    await settle()
    expect(t.fetchIndex).toHaveBeenCalledTimes(1)
    expect(t.reload).not.toHaveBeenCalled()
  })

  it('does not reload when the host cannot be asked, or there is no storage to remember the reload in', async () => {
    for (const t of [
      setUp({ build: OLD, index: null }),
      setUp({ build: OLD, index: new Error('offline') }),
      setUp({ build: OLD, index: indexNaming('https://photos.example.org/assets/index-BBB.js'), storage: null }),
    ]) {
      t.fail()
      await settle()
      expect(t.reload).not.toHaveBeenCalled()
    }
  })
})
