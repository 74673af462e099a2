// The photo the player had before, beside the one under review, so the admin sees what changed.
// Loaded only for players with more than one version.
import { listPhotoVersions, queryKeys, useQuery, type AdminPlayer } from '@/lib/api'
import { Spinner } from '@/components/icons'
import { previousVersion } from './review-queue'
import { ReviewImage } from './review-image'
import { StatusBadge } from '../roster/status-badge'
import { reviewTexts } from './texts'
import { formatWhen } from '@/lib/dates'

type Props = { player: Pick<AdminPlayer, 'id' | 'player_name' | 'photo_path' | 'version_count'> }

export function PreviousVersion({ player }: Props) {
  if (player.version_count < 2) return null
  // Keyed by the current photo too: a photo that changed meanwhile has another previous one.
  return <PreviousVersionLoaded key={`${player.id}:${player.photo_path ?? ''}`} player={player} />
}

function PreviousVersionLoaded({ player }: Props) {
  const versions = useQuery(queryKeys.reviewVersions(player.id, player.photo_path), (signal) => listPhotoVersions(player.id, signal))
  const previous = versions.status === 'success' ? previousVersion(versions.data) : null
  if (versions.status === 'success' && !previous) return null
  return (
    <figure className="flex min-w-0 flex-col gap-2">
      <figcaption className="text-sm font-medium text-slate-600">{reviewTexts.previousVersion}</figcaption>
      {versions.status === 'loading' && (
        <span role="status" className="flex items-center gap-2 text-sm text-slate-500">
          <Spinner className="size-4" /> {reviewTexts.loadingPhoto}
        </span>
      )}
      {versions.status === 'error' && <p className="text-sm text-red-700">{reviewTexts.previousFailed}</p>}
      {previous && (
        <>
          <ReviewImage
            key={previous.id}
            src={previous.photoSrc}
            alt={reviewTexts.previousVersionOf(player.player_name)}
            className="max-h-[18dvh] w-auto max-w-full opacity-90 lg:max-h-[40dvh]"
          />
          <div className="space-y-1 text-xs text-slate-600">
            <StatusBadge hasPhoto review={previous} />
            <p>{reviewTexts.uploadedAt(formatWhen(previous.createdAt))}</p>
          </div>
        </>
      )}
    </figure>
  )
}
