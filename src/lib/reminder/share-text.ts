// Hands a text to the person's chat apps: the Web Share API where the browser has it (phones:
// WhatsApp is one tap away), else the clipboard. Says what happened so the caller can toast it.
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed'

export async function shareOrCopy(text: string, title?: string): Promise<ShareOutcome> {
  const data: ShareData = title ? { title, text } : { text }
  if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
    try {
      await navigator.share(data)
      return 'shared'
    } catch (e) {
      // The person closed the share sheet: nothing to report. Any other refusal (no user
      // gesture left, a policy) falls back to the clipboard.
      if (e instanceof DOMException && e.name === 'AbortError') return 'cancelled'
    }
  }
  try {
    if (!navigator.clipboard?.writeText) return 'failed'
    await navigator.clipboard.writeText(text)
    return 'copied'
  } catch {
    return 'failed'
  }
}
