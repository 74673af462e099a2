// The head-and-shoulders master of a player's upload, sent after the upload succeeded: the player
// waits for the square and its thumbnail only (they are what the portal shows); the master is what
// exports cut from, and a master that never arrives (the page closed, the network gone for good)
// costs only that: the export falls back to the square and says so. So this never throws, never
// reports progress to the player's bar, and is not cancelled when the player leaves the wizard or
// starts a retake: it holds its own ticket and records the master on the version that ticket
// created (attach_upload_master), whatever the player's current photo is by then.
import { publicRest } from '@/lib/supabase'
import type { MasterPhoto } from '@/lib/image'
import { toApiError, unwrap } from './errors'
import { attemptGuard, waitOnline } from './upload-network'
import { backoffMs, retryable, storeOnce, wait } from './upload-retry'

/** recorded: on its version; none: no master was made (or no key for it); failed: given up. */
export type MasterOutcome = 'recorded' | 'none' | 'failed'

export type SendMasterInput = {
  eventName: string
  code: string
  ticket: string
  masterKey: string | null | undefined
  master: Promise<MasterPhoto | null> | MasterPhoto | null | undefined
  maxAttempts: number
  retryBaseMs: number
  stallTimeoutMs: number
  offlineGiveUpMs: number
}

export async function sendMaster(input: SendMasterInput): Promise<MasterOutcome> {
  const { eventName, code, ticket, masterKey } = input
  const made = await Promise.resolve(input.master).catch(() => null)
  if (!made || !masterKey) return 'none'
  let stored = false
  for (let attempt = 1; ; attempt++) {
    const guard = attemptGuard(input.stallTimeoutMs)
    try {
      if (!stored) {
        await guard.run(storeOnce(masterKey, made.master, () => guard.progress(), guard.signal))
        stored = true
      }
      const { x, y, width, height } = made.square
      unwrap(
        await guard.run(
          publicRest().rpc('attach_upload_master', {
            p_event: eventName,
            p_code: code,
            p_ticket: ticket,
            p_master_key: masterKey,
            p_master_square: [x, y, width, height],
          }),
        ),
        'upload-failed',
      )
      return 'recorded'
    } catch (raw) {
      const e = toApiError(raw, 'upload-failed')
      // a retried call whose first attempt went through before its reply was lost
      if (e.code === 'master-recorded') return 'recorded'
      if (attempt >= input.maxAttempts || !retryable(e)) {
        console.warn('The head-and-shoulders master was not recorded:', e)
        return 'failed'
      }
    } finally {
      guard.dispose()
    }
    try {
      await waitOnline({ maxMs: input.offlineGiveUpMs })
    } catch (e) {
      console.warn('The head-and-shoulders master was not recorded:', e)
      return 'failed'
    }
    await wait(backoffMs(input.retryBaseMs, attempt))
  }
}
