// Shared fixtures for the wizard's component tests. Each test file mocks the module boundaries
// itself (vi.mock is per file): '@/lib/image' (jsdom can't decode images), '@/lib/api'
// (uploadPlayerPhoto) and the toasts (@/components/toast); this file gives them data and drives the UI.
import type { ReactNode } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MJWC } from '../../event-fixtures'
import { PhotoWizard } from '@/features/team-upload/wizard'
import { TeamLinkProvider } from '@/features/team-upload/team-link-context'
import { ConsentProvider, type ConsentState } from '@/features/team-upload/consent-context'
import type { LoadedSource, ProcessedResult } from '@/features/team-upload/wizard/image-types'
import type { RosterPlayer, EventInfo } from '@/lib/api'
import type { ProcessedPhoto } from '@/lib/image'

// jsdom's Blob has no arrayBuffer() (every browser we support does); the wizard sniffs HEIC with it.
if (!('arrayBuffer' in Blob.prototype)) {
  Object.defineProperty(Blob.prototype, 'arrayBuffer', {
    configurable: true,
    value(this: Blob) {
      return new Promise<ArrayBuffer>((resolve, reject) => {
        const reader = new FileReader()
        reader.onload = () => resolve(reader.result as ArrayBuffer)
        reader.onerror = () => reject(reader.error)
        reader.readAsArrayBuffer(this)
      })
    },
  })
}

export const testEvent = MJWC

export const player: RosterPlayer = {
  id: 42,
  player_name: 'Ana Pérez',
  upload_status: false,
  photo_url: null,
  photo_path: null,
  thumb_path: null,
  updated_at: '2025-11-01T10:00:00Z',
  shirt_number: null,
  review_state: null,
  retake_reason: null,
  retake_note: null,
  photoSrc: null,
  thumbSrc: null,
}

export const uploadedPlayer: RosterPlayer = {
  ...player,
  upload_status: true,
  photo_url: 'http://x/p.jpg',
  photo_path: 'p.jpg',
  review_state: 'submitted',
  photoSrc: 'http://x/p.jpg',
}

/** What loadImage gives for a 3000 × 4000 upright phone photo. */
export function loadedImage(size: { width: number; height: number } = { width: 3000, height: 4000 }): LoadedSource {
  return {
    source: new Blob(['jpeg'], { type: 'image/jpeg' }),
    type: 'jpeg',
    width: size.width,
    height: size.height,
    previewUrl: 'blob:preview',
    revoke: vi.fn(),
  }
}

export function processedPhoto(): ProcessedPhoto {
  return {
    photo: new Blob(['photo'], { type: 'image/jpeg' }),
    thumb: new Blob(['thumb'], { type: 'image/jpeg' }),
    side: 1920,
    width: 1920,
    height: 1920,
  }
}

export type { ProcessedResult }

export const jpegFile = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], 'me.jpg', { type: 'image/jpeg' })
export const textAsJpeg = () => new File(['just some text'], 'notes.jpg', { type: 'image/jpeg' })
/** The first bytes of an iPhone HEIC: an ISO-BMFF ftyp box with the heic brand. */
export const heicFile = () =>
  new File(
    [
      new Uint8Array([
        0,
        0,
        0,
        24,
        ...'ftypheic'.split('').map((c) => c.charCodeAt(0)),
        0,
        0,
        0,
        0,
        ...'mif1heic'.split('').map((c) => c.charCodeAt(0)),
      ]),
    ],
    'IMG_0001.HEIC',
    {
      type: 'image/heic',
    },
  )

/** Object URLs don't exist in jsdom. */
export function stubObjectUrls() {
  let n = 0
  const create = vi.fn(() => `blob:test-${++n}`)
  const revoke = vi.fn()
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke })
  return { create, revoke }
}

/** An event that asks for no consent (the wizard's other tests don't meet the box). */
export const NO_CONSENT: ConsentState = { status: 'ready', consent: null, reload: () => {} }

/** The seed's consent texts (supabase/migrations/20251202000001_versions_audit_consent.sql). */
export const CONSENT_EN = 'I agree that the tournament organizers may use this photo for accreditation.'
export const CONSENT_ES = 'Acepto que los organizadores del torneo usen esta foto para la acreditación.'
export const requiredConsent = (reload: () => void = () => {}): ConsentState => ({
  status: 'ready',
  consent: { required: true, textEn: CONSENT_EN, textEs: CONSENT_ES },
  reload,
})

/** The team link (and the event's consent) the page would provide: the wizard reads them here. */
export function TestTeamLink({
  children,
  consent = NO_CONSENT,
  event = testEvent,
}: {
  children: ReactNode
  consent?: ConsentState
  event?: EventInfo
}) {
  return (
    <TeamLinkProvider value={{ event, code: 'ABCDEFGH', team: 'Spain' }}>
      <ConsentProvider value={consent}>{children}</ConsentProvider>
    </TeamLinkProvider>
  )
}

export function renderWizard(
  props: Partial<Parameters<typeof PhotoWizard>[0]> = {},
  options: { fakeTimers?: boolean; consent?: ConsentState; event?: EventInfo } = {},
) {
  const onUploaded = vi.fn()
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: vi.advanceTimersByTime.bind(vi) } : {})
  const consent = options.consent ?? NO_CONSENT
  const view = render(<PhotoWizard player={player} onUploaded={onUploaded} {...props} />, {
    wrapper: ({ children }) => (
      <TestTeamLink consent={consent} event={options.event}>
        {children}
      </TestTeamLink>
    ),
  })
  return { user, onUploaded, ...view }
}

export const fileInput = () => screen.getByTestId('photo-file-input') as HTMLInputElement

/** A step's heading; generous timeout: the first Camera/Crop step imports its lazy chunk. */
export const heading = (name: string | RegExp) => screen.findByRole('heading', { name }, { timeout: 5000 })
