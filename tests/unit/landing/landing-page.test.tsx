import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { env } from '@/config/env'
import { I18nProvider } from '@/i18n'
import { LandingPage } from '@/features/landing'

function renderLanding() {
  return render(
    <I18nProvider initialLang="en">
      <MemoryRouter>
        <LandingPage />
      </MemoryRouter>
    </I18nProvider>,
  )
}

beforeEach(() => localStorage.clear())

describe('landing page (spec §1, §2)', () => {
  it('welcomes visitors with one h1 and has header, main and footer landmarks', () => {
    renderLanding()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome to the Player Photo Upload Portal')
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('main')).toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
  })

  it("has the header link 'Admin Login' to /admin/mjwc2025", () => {
    renderLanding()
    const link = within(screen.getByRole('banner')).getByRole('link', { name: 'Admin Login' })
    expect(link).toHaveAttribute('href', '/admin/mjwc2025')
  })

  it('lists both active tournaments with location, dates and the access-link hint', () => {
    renderLanding()
    const section = screen.getByRole('region', { name: 'Active Tournaments' })
    const cards = within(section).getAllByRole('article')
    expect(cards).toHaveLength(2)
    const [men, women] = cards as [HTMLElement, HTMLElement]
    expect(within(men).getByRole('heading', { name: "Men's Junior World Cup 2025" })).toBeInTheDocument()
    expect(men).toHaveTextContent('Tamil Nadu, India')
    expect(men).toHaveTextContent(/Nov 28\s*–\s*Dec 10, 2025/)
    expect(within(women).getByRole('heading', { name: "Women's Junior World Cup 2025" })).toBeInTheDocument()
    expect(women).toHaveTextContent('Santiago, Chile')
    expect(women).toHaveTextContent(/Dec 1\s*–\s*13, 2025/)
    for (const card of cards) {
      expect(card).toHaveTextContent('Team managers and players: use the secure access link for your team to upload photos.')
    }
  })

  it('explains the three steps with the stated limits, and who to contact without a link', () => {
    renderLanding()
    const steps = within(screen.getByRole('region', { name: 'How it works' })).getAllByRole('listitem')
    expect(steps).toHaveLength(3)
    expect(steps[0]).toHaveTextContent('receives a secure access link from the organizers and shares it')
    expect(steps[1]).toHaveTextContent("Players open their team's unique link")
    expect(steps[2]).toHaveTextContent('JPEG/PNG, max 5MB')
    expect(screen.getByText("Don't have a link, or having problems? Please contact the tournament organizers.")).toBeInTheDocument()
  })

  it('ends with the 2025 copyright line and a mailto link to technical support', () => {
    renderLanding()
    const footer = screen.getByRole('contentinfo')
    expect(footer).toHaveTextContent('© 2025 Player Photo Portal. All rights reserved.')
    expect(footer).toHaveTextContent(`Technical support: ${env.supportEmail}`)
    expect(within(footer).getByRole('link', { name: env.supportEmail })).toHaveAttribute('href', `mailto:${env.supportEmail}`)
  })

  it('switches to Spanish, dates included', async () => {
    renderLanding()
    // the switcher is in the header; CSS shows one copy per screen size (jsdom sees both)
    await userEvent.click(screen.getAllByRole('button', { name: 'Español' })[0]!)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Te damos la bienvenida al portal de fotos oficiales')
    expect(screen.getAllByRole('link', { name: 'Acceso de administración' })[0]).toHaveAttribute('href', '/admin/mjwc2025')
    expect(screen.getByRole('heading', { name: 'Torneos en curso' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Mundial Junior Masculino 2025' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Torneos en curso' })).toHaveTextContent(/28 (de )?nov/)
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`Soporte técnico: ${env.supportEmail}`)
    expect(document.documentElement.lang).toBe('es')
  })
})
