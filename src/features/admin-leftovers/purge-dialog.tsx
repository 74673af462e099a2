// Purging deletes for good: one confirmation that says how many files and how much space.
import type { LeftoverFile } from '@/lib/api'
import { Button } from '@/components/button'
import { Dialog } from '@/components/dialog'
import { formatMegabytes, plural, totalBytes } from './leftover-kinds'

type Props = {
  files: readonly LeftoverFile[] | null
  onCancel: () => void
  onConfirm: (files: readonly LeftoverFile[]) => void
  busy: boolean
  /** once purged, the button that asked is gone (or disabled): where focus goes instead */
  focusOnClose?: () => HTMLElement | null
}

export function purgeQuestion(files: readonly LeftoverFile[]): string {
  return `Purge ${plural(files.length, 'file', 'files')} and free ${formatMegabytes(totalBytes(files))}?`
}

export function PurgeDialog({ files, onCancel, onConfirm, busy, focusOnClose }: Props) {
  return (
    <Dialog
      open={files !== null}
      title="Purge files"
      onClose={onCancel}
      focusOnClose={focusOnClose}
      size="sm"
      footer={
        files && (
          <>
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => onConfirm(files)} disabled={busy}>
              {busy ? 'Purging…' : `Purge ${plural(files.length, 'file', 'files')}`}
            </Button>
          </>
        )
      }
    >
      {files && (
        <>
          <p className="font-medium text-slate-900">{purgeQuestion(files)}</p>
          <p className="mt-2 text-sm text-slate-600">
            They are deleted from storage for good and can't be restored afterwards. Players' current photos are never purged.
          </p>
        </>
      )}
    </Dialog>
  )
}
