import { render, screen } from '@testing-library/react'
import { ProgressBar, progressTone } from '@/components/progress-bar'

describe('progress colours (spec §9)', () => {
  it.each([
    [100, 'green'],
    [99, 'yellow'],
    [51, 'yellow'],
    [50, 'red'],
    [0, 'red'],
  ])('%i%% is %s', (p, tone) => {
    expect(progressTone(p)).toBe(tone)
  })

  it('renders an accessible, clamped bar', () => {
    render(<ProgressBar percent={140} label="Overall Progress" />)
    const bar = screen.getByRole('progressbar', { name: 'Overall Progress' })
    expect(bar).toHaveAttribute('aria-valuenow', '100')
    expect(bar).toHaveAttribute('data-tone', 'green')
  })
})
