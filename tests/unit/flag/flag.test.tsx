import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Flag, WHITE_FLAG } from '@/components/flag'
import { serveFlagNames } from './flag-names-fetch'

/** The flag chunk loads asynchronously: wait for the <img>. */
function findImg(container: HTMLElement): Promise<HTMLImageElement> {
  return waitFor(
    () => {
      const img = container.querySelector('img')
      if (!img) throw new Error('no <img> rendered yet')
      return img
    },
    { timeout: 5000 },
  )
}

describe('<Flag>', () => {
  beforeEach(() => serveFlagNames())
  afterEach(() => vi.unstubAllGlobals())

  it('renders a decorative <img> of the self-hosted SVG for a known country', async () => {
    const { container } = render(<Flag team="NewZealand" size="lg" />)
    const img = await findImg(container)
    expect(img).toHaveAttribute('alt', '')
    expect(img.getAttribute('src')).toBe('/flags/nz.svg')
    expect(img).toHaveAttribute('height', '32')
    expect(img).toHaveAttribute('width', '43')
    expect(container.firstElementChild).toHaveAttribute('data-flag-code', 'nz')
  })

  it('uses the label as accessible name when the flag stands alone', async () => {
    const { container } = render(<Flag team="Chile" label="Chile flag" />)
    // while loading, the placeholder already carries the name
    expect(screen.getByRole('img', { name: 'Chile flag' })).toBeInTheDocument()
    const img = await findImg(container)
    expect(screen.getByRole('img', { name: 'Chile flag' })).toBe(img)
  })

  it('renders a round circle-flags image for England, Scotland and Wales', async () => {
    const { container } = render(<Flag team="Scotland" size="xl" />)
    const img = await findImg(container)
    expect(img.getAttribute('src')).toBe('/flags/gb-sct.svg')
    expect(img.className).toContain('rounded-full')
    expect(img).toHaveAttribute('width', '48')
    expect(img).toHaveAttribute('height', '48')
  })

  it.each([
    ['England', 'ENG'],
    ['Scotland', 'SCO'],
    ['Wales', 'WAL'],
  ])('shows the %s abbreviation %s when the image fails', async (team, abbreviation) => {
    const { container } = render(<Flag team={team} />)
    const img = await findImg(container)
    expect(screen.queryByText(abbreviation)).not.toBeInTheDocument()
    fireEvent.error(img)
    expect(screen.getByText(abbreviation)).toBeInTheDocument()
    expect(container.querySelector('img')).toBeNull()
  })

  it('labels the abbreviation badge when a label is given', async () => {
    const { container } = render(<Flag team="Wales" label="Wales" />)
    fireEvent.error(await findImg(container))
    expect(screen.getByRole('img', { name: 'Wales' })).toHaveTextContent('WAL')
  })

  it('shows a white flag for an unknown team', async () => {
    const { container } = render(<Flag team="Atlantis" />)
    expect(await screen.findByText(WHITE_FLAG)).toBeInTheDocument()
    expect(container.querySelector('img')).toBeNull()
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true')
  })

  it('shows the white flag at once for an empty team name (no team row found)', () => {
    render(<Flag team="" />)
    expect(screen.getByText(WHITE_FLAG)).toBeInTheDocument()
  })

  it('shows a white flag when a rectangular flag fails to load', async () => {
    const { container } = render(<Flag team="India" />)
    fireEvent.error(await findImg(container))
    expect(screen.getByText(WHITE_FLAG)).toBeInTheDocument()
  })

  it('gives the white flag an accessible name when labelled', async () => {
    render(<Flag team="Atlantis" label="Atlantis" />)
    expect(await screen.findByRole('img', { name: 'Atlantis' })).toHaveTextContent(WHITE_FLAG)
  })

  it('keeps a 4:3 slot of the requested size while loading and after', async () => {
    const { container } = render(<Flag team="Japan" size="sm" className="mr-2" />)
    const slot = container.firstElementChild as HTMLElement
    expect(slot.className).toContain('h-4')
    expect(slot.className).toContain('mr-2')
    await findImg(container)
    expect((container.firstElementChild as HTMLElement).className).toContain('w-[21px]')
  })

  it('follows a change of team', async () => {
    const { container, rerender } = render(<Flag team="Spain" />)
    await findImg(container)
    rerender(<Flag team="Argentina" />)
    await waitFor(() => expect(container.firstElementChild).toHaveAttribute('data-flag-code', 'ar'))
  })
})
