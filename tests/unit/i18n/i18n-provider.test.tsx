import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nProvider, LanguageSwitcher, useT } from '@/i18n'

function Screen() {
  const { t, lang } = useT()
  return (
    <div>
      <h1>{t('error.notFound.title')}</h1>
      <p>{t('footer.support', { email: 'support@example.org' })}</p>
      <p data-testid="lang">{lang}</p>
      <LanguageSwitcher />
    </div>
  )
}

describe('I18nProvider / useT / LanguageSwitcher', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    localStorage.clear()
    document.documentElement.lang = ''
  })

  it('starts in the browser language and sets <html lang>', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-CL', 'es'])
    render(
      <I18nProvider>
        <Screen />
      </I18nProvider>,
    )
    expect(screen.getByRole('heading')).toHaveTextContent('Página no encontrada')
    expect(document.documentElement.lang).toBe('es')
  })

  it('names the tab in the page language (the Spanish page title was English)', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US'])
    const user = userEvent.setup()
    render(
      <I18nProvider>
        <Screen />
      </I18nProvider>,
    )
    expect(document.title).toBe('Player Photo Portal')
    await user.click(screen.getByRole('button', { name: 'Español' }))
    await waitFor(() => expect(document.title).toBe('Portal de fotos oficiales'))
    await user.click(screen.getByRole('button', { name: 'English' }))
    await waitFor(() => expect(document.title).toBe('Player Photo Portal'))
  })

  it('re-renders every text when the language is switched, and remembers the choice', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US'])
    const user = userEvent.setup()
    render(
      <I18nProvider>
        <Screen />
      </I18nProvider>,
    )
    expect(screen.getByRole('heading')).toHaveTextContent('Page Not Found')
    expect(screen.getByText('Technical support: support@example.org')).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('en')

    const group = screen.getByRole('group', { name: 'Language' })
    expect(group).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true')

    await user.click(screen.getByRole('button', { name: 'Español' }))

    expect(screen.getByRole('heading')).toHaveTextContent('Página no encontrada')
    expect(screen.getByText('Soporte técnico: support@example.org')).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Idioma' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByTestId('lang')).toHaveTextContent('es')
    await waitFor(() => expect(document.documentElement.lang).toBe('es'))
    expect(localStorage.getItem('portal.lang')).toBe('es')

    await user.click(screen.getByRole('button', { name: 'English' }))
    expect(screen.getByRole('heading')).toHaveTextContent('Page Not Found')
    expect(localStorage.getItem('portal.lang')).toBe('en')
  })

  it('restores the stored choice over the browser language', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US'])
    localStorage.setItem('portal.lang', 'es')
    render(
      <I18nProvider>
        <Screen />
      </I18nProvider>,
    )
    expect(screen.getByRole('heading')).toHaveTextContent('Página no encontrada')
  })

  it('honours initialLang', () => {
    render(
      <I18nProvider initialLang="es">
        <Screen />
      </I18nProvider>,
    )
    expect(screen.getByTestId('lang')).toHaveTextContent('es')
  })

  it('gives English outside a provider', () => {
    render(<Screen />)
    expect(screen.getByRole('heading')).toHaveTextContent('Page Not Found')
  })

  it('marks each language name with its own lang for screen readers', () => {
    render(<LanguageSwitcher />)
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('lang', 'es')
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en')
  })
})
