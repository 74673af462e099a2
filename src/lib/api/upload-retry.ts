// What a player's upload and the master sent after it share: which failures are worth another
// attempt, the back-off wait, and storing an object under a ticket's key exactly once.
import { storageConfig } from '@/lib/supabase'
import { ApiError } from './errors'
import { putObject } from './storage-upload'

// A 429 from our SQL (PT429: the link's hourly upload cap) won't clear by retrying in seconds;
// one from a proxy or gateway might.
export const retryable = (e: ApiError) =>
  e.kind === 'network' || e.kind === 'server' || e.status === 408 || (e.status === 429 && e.backendCode !== 'PT429')

/** The back-off wait before attempt `attempt + 1`: doubles per attempt, ±25 % jitter. */
export const backoffMs = (baseMs: number, attempt: number) => baseMs * 2 ** (attempt - 1) * (0.75 + Math.random() * 0.5)

export function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(resolve, ms)
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(t)
        reject(new DOMException('Upload aborted', 'AbortError'))
      },
      { once: true },
    )
  })
}

/** Stores one object; a 409 means an earlier attempt of ours got through before the reply was lost. */
export async function storeOnce(key: string, blob: Blob, onProgress: (n: number) => void, signal?: AbortSignal) {
  try {
    await putObject({ key, blob, token: storageConfig.anonKey, onProgress, signal })
  } catch (e) {
    if (e instanceof ApiError && e.status === 409) return onProgress(blob.size)
    throw e
  }
}
