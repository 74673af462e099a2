// A file download from memory without a library (file-saver did this and is unmaintained):
// Blob + a temporary <a download>. Used by the CSV export, single photos and the team zip.

/** Long enough for any browser to start reading the blob; then its memory is freed. */
const REVOKE_OBJECT_URL_AFTER_MS = 60_000

/** Saves `content` as `fileName`; a Blob keeps its own type unless `type` is given. */
export function downloadFile(fileName: string, content: Blob | BlobPart, type?: string): void {
  const blob = content instanceof Blob && type === undefined ? content : new Blob([content], { type })
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  a.rel = 'noopener'
  a.style.display = 'none'
  document.body.append(a)
  a.click()
  a.remove()
  // the blob's URL stays until the browser has read it; revoked at once, a large zip can fail
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_OBJECT_URL_AFTER_MS)
}
