// A file download from memory without a library: Blob + a temporary <a download>.

/** Long enough for any browser to start reading the blob; then its memory is freed. */
const REVOKE_OBJECT_URL_AFTER_MS = 60_000

export function downloadFile(fileName: string, content: BlobPart, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }))
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  a.rel = 'noopener'
  a.style.display = 'none'
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_OBJECT_URL_AFTER_MS)
}
