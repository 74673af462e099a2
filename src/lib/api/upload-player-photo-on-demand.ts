// The upload's code (ticket, storage PUT with progress, retries, finish) is fetched when a player
// is on their way to an upload, not with the team page: a player who only looks at the list never
// downloads it. The wizard starts the fetch once a photo is being chosen (preloadUpload), so the
// Upload tap normally finds it in. A chunk that can't be fetched fails as a network error (the
// offline one when the browser says it is offline), which the wizard shows with the photo kept.
import { ApiError } from './errors'
import type { UploadPlayerPhotoInput } from './upload-player-photo'
import type { RosterPlayer } from './get-team-roster'

let loading: Promise<typeof import('./upload-player-photo')> | undefined
function load() {
  loading ??= import('./upload-player-photo').catch((error: unknown) => {
    loading = undefined // a later tap asks again
    throw error
  })
  return loading
}

/** Starts fetching the upload's code; only a head start, so failures are left to the upload. */
export function preloadUpload(): void {
  load().catch(() => undefined)
}

export async function uploadPlayerPhoto(input: UploadPlayerPhotoInput): Promise<RosterPlayer> {
  let module: Awaited<ReturnType<typeof load>>
  try {
    module = await load()
  } catch (error) {
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false
    throw new ApiError(offline ? 'upload-offline' : 'upload-failed', { kind: 'network', cause: error })
  }
  return module.uploadPlayerPhoto(input)
}
