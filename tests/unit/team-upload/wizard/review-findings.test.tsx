// Where the face check's warnings sit on Review: under the photo when the check had answered as
// the screen opened; after the buttons when it answers later, so the consent box and Upload never
// move under a finger about to tap them.
import { render, screen } from '@testing-library/react'
import { I18nProvider } from '@/i18n'
import { StepReview } from '@/features/team-upload/wizard/step-review'
import type { PhotoFinding } from '@/lib/face/findings'
import { processedPhoto } from './wizard-test-setup'

const props = {
  result: { ...processedPhoto(), previewUrl: 'blob:review', side: 1200 },
  playerName: 'Ana Pérez',
  upload: { status: 'idle' } as const,
  error: null,
  onUpload: () => {},
  onRetake: () => {},
  onRecrop: () => {},
  onCancelUpload: () => {},
  onKeepWaiting: () => {},
  consent: <input type="checkbox" aria-label="I agree" />,
}

const review = (findings?: PhotoFinding[]) => (
  <I18nProvider initialLang="en">
    <StepReview {...props} findings={findings} />
  </I18nProvider>
)
const follows = (a: Element, b: Element) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0

it('a warning known as Review opens sits under the photo, before the consent box', () => {
  render(review(['dark']))
  const warning = screen.getByTestId('photo-findings')
  expect(follows(warning, screen.getByRole('checkbox', { name: 'I agree' }))).toBe(true)
})

it('a warning that arrives after Review opened comes after every button', () => {
  const { rerender } = render(review(undefined))
  expect(screen.queryByTestId('photo-findings')).not.toBeInTheDocument()
  rerender(review(['no-face']))
  const warning = screen.getByTestId('photo-findings')
  for (const name of ['Upload', 'Retake', 'Re-crop']) expect(follows(screen.getByRole('button', { name }), warning)).toBe(true)
})
