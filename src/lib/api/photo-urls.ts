import { env } from '@/config/env'
import { STORAGE_BUCKET } from '@/config/constants'

/** Public URL of a stored object, as Storage's getPublicUrl builds it. Keys are ASCII-safe. */
export function publicPhotoUrl(path: string, baseUrl: string = env.supabaseUrl): string {
  return `${baseUrl}/storage/v1/object/public/${STORAGE_BUCKET}/${encodeURI(path)}`
}

/** Prefer the key (works for any origin the backend moves to), fall back to the stored URL. */
export function photoSrc(row: { photo_path: string | null; photo_url: string | null }): string | null {
  return row.photo_path ? publicPhotoUrl(row.photo_path) : row.photo_url
}

export function thumbSrc(row: { thumb_path: string | null; photo_path: string | null; photo_url: string | null }): string | null {
  return row.thumb_path ? publicPhotoUrl(row.thumb_path) : photoSrc(row)
}
