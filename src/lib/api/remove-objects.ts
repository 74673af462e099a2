import { adminClient } from '@/lib/supabase'
import { STORAGE_BUCKET } from '@/config/constants'

/**
 * Removes objects the row no longer points at. Called only after the row changed, so a failure
 * is logged and never fails the admin's action (spec §8: storage deletion errors are logged).
 */
export async function removeObjects(paths: readonly (string | null | undefined)[]): Promise<void> {
  const keys = paths.filter((p): p is string => !!p)
  if (keys.length === 0) return
  const client = await adminClient()
  const { error } = await client.storage.from(STORAGE_BUCKET).remove(keys)
  if (error) console.error('Failed to remove stored objects', keys, error)
}
