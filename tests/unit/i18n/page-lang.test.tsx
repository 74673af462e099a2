// <html lang> follows the player's language, except on pages that fix their own (the English-only
// admin area): a Spanish browser must not get lang="es" on English text.
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { I18nProvider, LanguageSwitcher, useFixedPageLang } from '@/i18n'

function EnglishOnlyPage() {
  useFixedPageLang('en')
  return <h1>Admin Dashboard</h1>
}

function App() {
  const [admin, setAdmin] = useState(false)
  return (
    <>
      <LanguageSwitcher />
      <button type="button" onClick={() => setAdmin((a) => !a)}>
        toggle admin
      </button>
      {admin ? <EnglishOnlyPage /> : <p>player page</p>}
    </>
  )
}

const lang = () => document.documentElement.lang

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
  document.documentElement.lang = ''
})

describe('<html lang>', () => {
  it('is the player language on player pages, English on an English-only page, and the player language again after it', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-CL', 'es'])
    const user = userEvent.setup()
    render(
      <I18nProvider>
        <App />
      </I18nProvider>,
    )
    expect(lang()).toBe('es')
    await user.click(screen.getByRole('button', { name: 'toggle admin' }))
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument()
    expect(lang()).toBe('en')
    await user.click(screen.getByRole('button', { name: 'toggle admin' }))
    expect(lang()).toBe('es')
  })

  it('switching the language while an English-only page is shown keeps lang="en" there', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US'])
    const user = userEvent.setup()
    render(
      <I18nProvider>
        <App />
      </I18nProvider>,
    )
    await user.click(screen.getByRole('button', { name: 'toggle admin' }))
    await user.click(screen.getByRole('button', { name: 'Español' }))
    expect(lang()).toBe('en')
    await user.click(screen.getByRole('button', { name: 'toggle admin' }))
    expect(lang()).toBe('es')
  })

  it('an English-only page outside a provider still sets lang="en"', () => {
    document.documentElement.lang = 'es'
    render(<EnglishOnlyPage />)
    expect(lang()).toBe('en')
  })
})
