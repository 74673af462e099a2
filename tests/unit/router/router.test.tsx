// React Router as the app uses it: the spec's route table (src/config/paths.ts patterns), ranked by
// specificity whatever the order, params decoded, links and redirects.
import { act, fireEvent, render, screen } from '@testing-library/react'
import { Link, matchPath, MemoryRouter, Navigate, Route, Routes, useLocation, useNavigate, useParams } from 'react-router-dom'

function Params({ name }: { name: string }) {
  const params = useParams()
  return <p data-testid="route">{`${name} ${JSON.stringify(params)}`}</p>
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>
}

function table(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<Params name="home" />} />
        <Route path="/admin" element={<Params name="admin-root" />} />
        <Route path="/admin/:eventCode" element={<Params name="dashboard" />} />
        <Route path="/:eventCode/:teamCode" element={<Params name="team" />} />
        <Route path="/admin/events" element={<Params name="events" />} />
        <Route path="/admin/:eventCode/files/leftovers" element={<Params name="leftovers" />} />
        <Route path="/admin/:eventCode/:teamName" element={<Params name="admin-team" />} />
        <Route path="*" element={<Params name="not-found" />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  )
}

describe('Routes: the most specific pattern wins, whatever the order (as in react-router)', () => {
  it.each([
    ['/', 'home {}'],
    ['/admin', 'admin-root {}'],
    ['/admin/events', 'events {}'],
    ['/admin/mjwc2025', 'dashboard {"eventCode":"mjwc2025"}'],
    ['/admin/mjwc2025/files/leftovers', 'leftovers {"eventCode":"mjwc2025"}'],
    ['/admin/mjwc2025/South%20Africa', 'admin-team {"eventCode":"mjwc2025","teamName":"South Africa"}'],
    ['/mjwc2025/ABCDEF123456', 'team {"eventCode":"mjwc2025","teamCode":"ABCDEF123456"}'],
    ['/Admin/Events', 'events {}'],
    ['/a/b/c', 'not-found {"*":"a/b/c"}'],
    ['/mjwc2025/%E0%A4%A', 'team {"eventCode":"mjwc2025","teamCode":"%E0%A4%A"}'], // malformed escape kept as is
  ])('%s → %s', (path, expected) => {
    table(path)
    expect(screen.getByTestId('route')).toHaveTextContent(expected)
  })

  it('matchPath: params decoded, segment counts must agree', () => {
    expect(matchPath('/:a/:b', '/x/y%2Fz')?.params).toEqual({ a: 'x', b: 'y/z' })
    expect(matchPath('/:a/:b', '/x')).toBeNull()
    expect(matchPath('/admin/:e', '/other/x')).toBeNull()
  })
})

describe('navigation', () => {
  function Nav() {
    const navigate = useNavigate()
    return (
      <>
        <Link to="/admin/events">events</Link>
        <button onClick={() => navigate('/admin/mjwc2025')}>go</button>
        <button onClick={() => navigate(-1)}>back</button>
      </>
    )
  }
  function app(path = '/') {
    return render(
      <MemoryRouter initialEntries={[path]}>
        <Nav />
        <Where />
        <Routes>
          <Route path="/old" element={<Navigate to="/new" replace />} />
          <Route path="*" element={null} />
        </Routes>
      </MemoryRouter>,
    )
  }

  it('a Link click navigates in the app; a modified click is left to the browser', () => {
    app()
    const link = screen.getByRole('link', { name: 'events' })
    expect(link).toHaveAttribute('href', '/admin/events')
    fireEvent.click(link, { ctrlKey: true })
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/)
    fireEvent.click(link)
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/events')
  })

  it('useNavigate pushes, navigate(-1) goes back', () => {
    app()
    fireEvent.click(screen.getByRole('button', { name: 'go' }))
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/mjwc2025')
    fireEvent.click(screen.getByRole('button', { name: 'back' }))
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/)
  })

  it('<Navigate replace> replaces the entry', async () => {
    app('/old')
    await act(async () => {})
    expect(screen.getByTestId('where')).toHaveTextContent('/new')
  })
})
