// The organizers' reasons for a retake, as the player reads them (in their language). A Record
// over RetakeReason: a reason added to the data module without a text here is a compile error.
import type { MessageKey } from '@/i18n'
import type { RetakeReason } from '@/lib/api'

export const RETAKE_REASON_KEYS: Readonly<Record<RetakeReason, MessageKey & `review.reason.${string}`>> = {
  'face-not-visible': 'review.reason.face-not-visible',
  'not-portrait': 'review.reason.not-portrait',
  blurry: 'review.reason.blurry',
  'too-dark': 'review.reason.too-dark',
  'wrong-person': 'review.reason.wrong-person',
  other: 'review.reason.other',
}
