// A leftover file large; for a restorable version, the player's current photo beside it, so the
// admin compares before putting the old one back.
import type { LeftoverFile } from '@/lib/api'
import { Button } from '@/components/button'
import { Dialog } from '@/components/dialog'
import { describeLeftover } from './leftover-kinds'
import { KIND_LABELS } from './texts'
import { formatWhen } from '@/lib/dates'

type Props = { file: LeftoverFile | null; onClose: () => void; onRestore: (f: LeftoverFile) => void; restoring: boolean }

export function PhotoDialog({ file, onClose, onRestore, restoring }: Props) {
  const who = file ? describeLeftover(file) : ''
  const compare = !!file?.restorable && !!file.currentPhotoPath
  return (
    <Dialog
      open={file !== null}
      title={file ? `${KIND_LABELS[file.kind]}: ${who}` : ''}
      onClose={onClose}
      size="lg"
      footer={
        file && (
          <>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            {file.restorable && (
              <Button onClick={() => onRestore(file)} disabled={restoring}>
                {restoring ? 'Restoring…' : 'Restore as current'}
              </Button>
            )}
          </>
        )
      }
    >
      {file && (
        // Side by side even on a phone: the point is to compare them at a glance.
        <div className={`grid gap-3 sm:gap-4 ${compare ? 'grid-cols-2' : ''}`}>
          <figure className="min-w-0">
            <img src={file.photoSrc} alt={`Leftover photo of ${who}`} className="mx-auto max-h-[55vh] w-auto rounded-lg object-contain" />
            <figcaption className="mt-2 text-center text-sm text-slate-600">
              {compare ? 'This file, ' : ''}
              {formatWhen(file.createdAt)}
            </figcaption>
          </figure>
          {compare && file.currentThumbSrc && (
            <figure className="min-w-0">
              <img
                src={file.currentPhotoSrc ?? file.currentThumbSrc ?? undefined}
                alt={`Current photo of ${file.playerName ?? ''}`}
                className="mx-auto max-h-[55vh] w-auto rounded-lg object-contain"
              />
              <figcaption className="mt-2 text-center text-sm text-slate-600">Current photo</figcaption>
            </figure>
          )}
        </div>
      )}
    </Dialog>
  )
}
