import { render, screen } from '@testing-library/react'
import { TextField } from '@/components/text-field'

describe('TextField', () => {
  it('labels the input and passes maxLength through', () => {
    render(<TextField label="Player name" maxLength={120} defaultValue="" />)
    const input = screen.getByRole('textbox', { name: 'Player name' })
    expect(input).toHaveAttribute('maxLength', '120')
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(input).not.toHaveAttribute('aria-describedby')
  })

  it('announces an error and ties it to the field', () => {
    render(<TextField label="Team name" error="Please enter a team name" defaultValue="" />)
    const input = screen.getByRole('textbox', { name: 'Team name' })
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a team name')
    expect(input).toHaveAccessibleDescription('Please enter a team name')
  })

  it('describes the field with a warning when there is no error, without alerting', () => {
    render(<TextField label="Team name" warning="Careful: “Spain” already exists." defaultValue="" />)
    expect(screen.getByRole('textbox', { name: 'Team name' })).toHaveAccessibleDescription('Careful: “Spain” already exists.')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('a multiline field with a hidden label is still named, and grows with its text', () => {
    render(<TextField multiline hideLabel label="New name for Ana" maxLength={120} defaultValue="Ana" />)
    const area = screen.getByRole('textbox', { name: 'New name for Ana' })
    expect(area.tagName).toBe('TEXTAREA')
    expect(area).toHaveAttribute('maxLength', '120')
    expect(screen.getByText('New name for Ana')).toHaveClass('sr-only')
  })
})
