// Full-screen viewer of a player's full photo (or one of their versions) with the name as caption
// (spec §2). A native modal <dialog> (useModalDialog: focus trapped, Escape asks us, focus back
// to the opener); we close on any click too.
import { useState } from 'react'
import { CloseIcon, Spinner } from '@/components/icons'
import { Button } from '@/components/button'
import { useModalDialog } from '@/components/use-modal-dialog'
import { texts } from '../texts'

/** `caption` defaults to the name (e.g. a version adds when it was taken) */
export type ViewedPhoto = { name: string; src: string | null; caption?: string }
type Props = { photo: ViewedPhoto | null; onClose: () => void }

export function PhotoViewer({ photo, onClose }: Props) {
  const open = photo !== null && !!photo.src
  const dialog = useModalDialog({
    open,
    onCancel: onClose,
    // after the opener was noted, not by autoFocus during render (which would run first and make
    // the Close button look like the opener)
    focusOnOpen: (d) => d.querySelector<HTMLButtonElement>('button[data-close]')?.focus(),
  })

  return (
    <dialog
      {...dialog}
      aria-label={photo ? texts.photoOf(photo.name) : undefined}
      onClick={onClose}
      className="m-0 h-dvh max-h-none w-dvw max-w-none cursor-zoom-out bg-slate-950/95 p-0 text-white backdrop:bg-black/70"
    >
      {open && photo?.src && <ViewerContent key={photo.src} name={photo.name} caption={photo.caption ?? photo.name} src={photo.src} />}
    </dialog>
  )
}

function ViewerContent({ name, caption, src }: { name: string; caption: string; src: string }) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading')
  return (
    <div className="flex h-full flex-col items-center justify-center gap-4 px-8 py-6">
      <Button variant="overlay" size="icon" pill data-close aria-label={texts.close} className="absolute top-4 right-4">
        <CloseIcon className="size-6" />
      </Button>
      <figure className="flex min-h-0 flex-1 flex-col items-center justify-center gap-4">
        {state === 'loading' && (
          <span role="status" className="flex items-center gap-2 text-white/80">
            <Spinner className="size-5" /> {texts.loadingPhoto}
          </span>
        )}
        {state === 'failed' && <p role="alert">{texts.viewerFailed}</p>}
        <img
          src={src}
          alt={texts.photoOf(name)}
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
          className={`max-h-[calc(100dvh-9rem)] max-w-full rounded-lg object-contain shadow-2xl ${state === 'loaded' ? '' : 'hidden'}`}
        />
        <figcaption className="max-w-3xl text-center text-xl font-semibold break-words">{caption}</figcaption>
      </figure>
      <p className="text-sm text-white/60">{texts.viewerHint}</p>
    </div>
  )
}
