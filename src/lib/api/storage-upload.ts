// Stores one object of a player's upload with XMLHttpRequest rather than fetch: only XHR reports
// upload progress in today's browsers, and a player on stadium Wi-Fi needs to see the bar move.
import { STORAGE_BUCKET } from '@/config/constants'
import { storageConfig } from '@/lib/supabase'
import { ApiError, kindFor } from './errors'

const failed = (status: number, backendCode?: string, cause?: unknown) =>
  new ApiError('upload-failed', { kind: kindFor(status, backendCode), status, backendCode, cause })

export type PutObjectOptions = {
  key: string
  blob: Blob
  /** Bearer token: the anon key for players, the admin's access token for admins. */
  token: string
  onProgress?: (loadedBytes: number) => void
  signal?: AbortSignal
  upsert?: boolean
}

export function putObject({ key, blob, token, onProgress, signal, upsert = false }: PutObjectOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', `${storageConfig.url}/storage/v1/object/${STORAGE_BUCKET}/${encodeURI(key)}`)
    xhr.setRequestHeader('apikey', storageConfig.anonKey)
    xhr.setRequestHeader('Authorization', `Bearer ${token}`)
    xhr.setRequestHeader('x-upsert', String(upsert))
    // Keys are never reused, so the CDN may keep an object forever.
    xhr.setRequestHeader('cache-control', 'max-age=31536000')
    xhr.setRequestHeader('content-type', blob.type || 'image/jpeg')
    xhr.upload.onprogress = (e) => onProgress?.(e.loaded)
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(blob.size)
        return resolve()
      }
      let body: { statusCode?: string; error?: string; message?: string } = {}
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        /* not JSON: a proxy's error page */
      }
      const status = body.statusCode ? Number(body.statusCode) : xhr.status
      reject(failed(status, body.error, body))
    }
    xhr.onerror = () => reject(failed(0))
    xhr.ontimeout = xhr.onerror
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'))
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(blob)
  })
}
