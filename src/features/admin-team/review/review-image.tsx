// A photo under review, with its own loading and failed states (a slow stadium network can take a
// while on a full-size photo). Remount it per photo (key) so a new photo starts as loading.
import { useState } from 'react'
import { Spinner } from '@/components/icons'
import { reviewTexts } from './texts'

type Props = { src: string; alt: string; className?: string }

export function ReviewImage({ src, alt, className = '' }: Props) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading')
  return (
    <div className="relative flex min-h-24 items-center justify-center">
      {state === 'loading' && (
        <span role="status" className="absolute inset-0 flex items-center justify-center gap-2 text-sm text-slate-500">
          <Spinner className="size-5" /> {reviewTexts.loadingPhoto}
        </span>
      )}
      {state === 'failed' && (
        <p role="alert" className="text-sm text-red-700">
          {reviewTexts.photoFailed}
        </p>
      )}
      <img
        src={src}
        alt={alt}
        onLoad={() => setState('loaded')}
        onError={() => setState('failed')}
        className={`rounded-xl bg-white object-contain shadow-md ring-1 ring-slate-200 ${state === 'failed' ? 'hidden' : ''} ${state === 'loading' ? 'invisible' : ''} ${className}`}
      />
    </div>
  )
}
