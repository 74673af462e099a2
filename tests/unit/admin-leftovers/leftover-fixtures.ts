import type { LeftoverFile } from '@/lib/api'

const url = (path: string) => `http://127.0.0.1:54321/storage/v1/object/public/player-photos/${path}`

export function leftover(id: number, extra: Partial<LeftoverFile> = {}): LeftoverFile {
  const path = `mjwc2025/spain/ana-${id}.jpg`
  return {
    kind: 'replaced',
    versionId: id,
    playerId: 7,
    team: 'Spain',
    playerName: 'Ana Silva',
    path,
    photoSrc: url(path),
    thumbSrc: url(path.replace('.jpg', '_t.jpg')),
    bytes: 250_000,
    createdAt: '2025-11-20T10:15:00Z',
    restorable: true,
    beyondRetention: false,
    currentPhotoPath: 'mjwc2025/spain/ana-now.jpg',
    currentPhotoSrc: url('mjwc2025/spain/ana-now.jpg'),
    currentThumbSrc: url('mjwc2025/spain/ana-now.thumb.jpg'),
    ...extra,
  }
}

/** One of each kind, and two older versions of Ana's. */
export const FILES: LeftoverFile[] = [
  leftover(1),
  leftover(2, { beyondRetention: true, bytes: 1_000_000 }),
  leftover(3, { beyondRetention: true, bytes: 500_000 }),
  leftover(4, {
    kind: 'removed-player',
    playerId: null,
    playerName: 'Rui Costa',
    restorable: false,
    currentPhotoPath: null,
    currentPhotoSrc: null,
    currentThumbSrc: null,
  }),
  leftover(5, {
    kind: 'abandoned',
    playerName: 'Bruno Dias',
    playerId: 9,
    currentPhotoPath: null,
    currentPhotoSrc: null,
    currentThumbSrc: null,
  }),
  leftover(0, {
    kind: 'unrecorded',
    versionId: null,
    playerId: null,
    team: null,
    playerName: null,
    path: 'mjwc2025/spain/stray.jpg',
    restorable: false,
    currentPhotoPath: null,
    currentThumbSrc: null,
  }),
]
