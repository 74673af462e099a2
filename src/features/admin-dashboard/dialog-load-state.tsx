// What a settings dialog shows while its current values load, or when they couldn't be loaded
// (Close, or Try Again): the consent and the automatic approval dialogs share it.
import { Button } from '@/components/button'
import { Spinner } from '@/components/icons'

export function DialogLoading({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-8 text-sm text-slate-600">
      <Spinner className="size-5 text-brand-700" /> {text}
    </p>
  )
}

export function DialogLoadFailed({ message, onClose, onRetry }: { message: string; onClose: () => void; onRetry: () => void }) {
  return (
    <div role="alert" className="py-4">
      <p className="font-medium text-slate-900">{message}</p>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        <Button onClick={onRetry}>Try Again</Button>
      </div>
    </div>
  )
}
