// The team link's player list shows a player's shirt number beside the name: '#7' to the eye,
// 'number 7' to a screen reader; a player without one shows none.
import { render, screen } from '@testing-library/react'
import { PlayerList } from '@/features/team-upload/player-list'
import { player } from './roster-fixture'

describe('the shirt number in the player list', () => {
  it("is part of the player's button, read as 'number 7'", () => {
    render(
      <PlayerList players={[{ ...player(1, 'Ana Pérez'), shirt_number: 7 }, player(2, 'Bo Li')]} selectedId={null} onSelect={() => {}} />,
    )
    expect(screen.getByRole('button', { name: /^Ana Pérez, number 7/ })).toBeInTheDocument()
    expect(screen.getByText('#7')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getByRole('button', { name: /^Bo Li/ }).textContent).not.toMatch(/#|number/)
  })
})
