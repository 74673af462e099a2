import type { PhotoVersion } from '@/lib/api'
import { needsReview, nextNeedingReview, orderQueue, previousVersion, reviewQueue } from '@/features/admin-team/review/review-queue'
import { player } from '../admin-team-test-setup'

describe('needsReview', () => {
  it.each([
    ['a submitted photo', player('A', true), true],
    ['an approved photo', player('A', true, { review_state: 'approved' }), false],
    ['a photo sent back for a retake', player('A', true, { review_state: 'retake', retake_reason: 'blurry' }), false],
    ['no photo', player('A', false), false],
  ])('%s → %s', (_, p, expected) => expect(needsReview(p)).toBe(expected))
})

describe('reviewQueue', () => {
  it('keeps the photos it opened with (decided ones too), then adds the ones that came in since', () => {
    const [a, b, c] = [player('A', true, { review_state: 'approved' }), player('B', true), player('C', true)]
    expect(reviewQueue([b.id, a.id], [a, b, c])).toEqual([b.id, a.id, c.id])
  })

  it('drops players removed or left without a photo', () => {
    const [a, b] = [player('A', true), player('B', false)]
    expect(reviewQueue([a.id, b.id, 9999], [a, b])).toEqual([a.id])
  })
})

describe('orderQueue', () => {
  const clean = player('Clean', true, { findings: [] })
  const dark = player('Dark', true, { findings: ['dark'] })
  const unchecked = player('Unchecked', true)
  const many = player('Many', true, { findings: ['no-face', 'dark', 'blurry'] })
  const alsoDark = player('Also dark', true, { findings: ['blurry'] })
  const all = [clean, dark, unchecked, many, alsoDark]
  const ids = all.map((p) => p.id)

  it('warnings first: most doubt first, then photos no check ran on, then those that passed; ties keep their place', () => {
    expect(orderQueue(ids, all, 'warnings')).toEqual([many.id, dark.id, alsoDark.id, unchecked.id, clean.id])
  })

  it('a photo with nobody (or several people) in it comes before one that is only dim or soft', () => {
    const [soft, empty, group] = [
      player('Soft', true, { findings: ['dark', 'blurry'] }),
      player('Empty', true, { findings: ['no-face'] }),
      player('Group', true, { findings: ['several-faces'] }),
    ]
    expect(orderQueue([soft.id, empty.id, group.id], [soft, empty, group], 'warnings')).toEqual([empty.id, group.id, soft.id])
  })

  it('team order leaves the queue as it is', () => {
    expect(orderQueue(ids, all, 'roster')).toEqual(ids)
  })

  it('photos nobody checked keep the team order among themselves (older uploads, the seed)', () => {
    const [a, b, c] = [player('A', true), player('B', true), player('C', true)]
    expect(orderQueue([c.id, a.id, b.id], [a, b, c], 'warnings')).toEqual([c.id, a.id, b.id])
  })
})

describe('nextNeedingReview', () => {
  const [a, b, c, d] = [player('A', true), player('B', true, { review_state: 'approved' }), player('C', true), player('D', true)]
  const queue = [a.id, b.id, c.id, d.id]

  it('goes forward to the next photo still waiting, skipping decided ones', () => {
    expect(nextNeedingReview(queue, [a, b, c, d], a.id)).toBe(c.id)
  })

  it('wraps round to waiting photos before the current one', () => {
    expect(nextNeedingReview(queue, [a, b, c, d], d.id)).toBe(a.id)
  })

  it('never answers the photo just decided, even if the roster has not caught up yet', () => {
    expect(nextNeedingReview([a.id], [a], a.id)).toBeNull()
  })

  it('answers null when nothing is left', () => {
    expect(nextNeedingReview([b.id, a.id], [a, b], a.id)).toBeNull()
  })
})

describe('previousVersion', () => {
  const version = (id: number, over: Partial<PhotoVersion> = {}): PhotoVersion => ({
    id,
    photoSrc: `p${id}`,
    thumbSrc: `t${id}`,
    bytes: 1,
    source: 'team-link',
    abandoned: false,
    consentedAt: null,
    createdAt: '2025-11-20T10:00:00Z',
    isCurrent: false,
    review_state: 'submitted',
    retake_reason: null,
    retake_note: null,
    ...over,
  })

  it('is the newest version that is not the current one, never an abandoned upload', () => {
    expect(previousVersion([version(3, { isCurrent: true }), version(2, { abandoned: true }), version(1)])?.id).toBe(1)
  })

  it('is null for a single version', () => {
    expect(previousVersion([version(1, { isCurrent: true })])).toBeNull()
  })
})
