// Nothing left to review: says so, and offers to carry on when new photos came in meanwhile
// (the roster keeps refreshing while the review view is open).
import { useEffect, useRef } from 'react'
import { Button } from '@/components/button'
import { CheckCircleIcon } from '@/components/icons'
import { ReviewNotice } from './review-notice'
import type { ReviewNotice as Notice } from './use-review-decisions'
import { reviewTexts } from './texts'

type Props = { notice: Notice | null; arrived: number; onContinue: () => void; onClose: () => void }

export function ReviewDone({ notice, arrived, onContinue, onClose }: Props) {
  const action = useRef<HTMLButtonElement>(null)
  const more = arrived > 0
  // The decision button that led here is gone: focus the way on, so keys and Tab still work.
  useEffect(() => action.current?.focus(), [more])
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center">
      <ReviewNotice notice={notice} />
      <CheckCircleIcon className="size-14 text-emerald-600" />
      <h3 className="text-xl font-semibold text-slate-900" role="status">
        {reviewTexts.allDone}
      </h3>
      {more ? (
        <>
          <p className="text-slate-600">{reviewTexts.moreArrived(arrived)}</p>
          <Button ref={action} onClick={onContinue}>
            {reviewTexts.continueReview}
          </Button>
        </>
      ) : (
        <>
          <p className="text-slate-600">{reviewTexts.allDoneHint}</p>
          <Button ref={action} variant="secondary" onClick={onClose}>
            {reviewTexts.close}
          </Button>
        </>
      )}
    </div>
  )
}
