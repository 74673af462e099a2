import { ApiError, toApiError } from './errors'

/** The photo's bytes, for a single download or the zip. */
export async function fetchPhoto(url: string | null | undefined, signal?: AbortSignal): Promise<Blob> {
  if (!url) throw new ApiError('download-photo', { kind: 'not-found' })
  let res: Response
  try {
    res = await fetch(url, { signal })
  } catch (e) {
    if (signal?.aborted) throw e
    throw toApiError(e, 'download-photo')
  }
  if (!res.ok)
    throw new ApiError('download-photo', { kind: res.status === 404 || res.status === 400 ? 'not-found' : 'server', status: res.status })
  return res.blob()
}
