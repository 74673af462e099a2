// The part of react-router-dom's API this app uses, in ~2 KB instead of react-router's 13 KB gzip
// (a player's first load is budgeted at 100 KB). vite.config.ts, vitest and tsconfig map the
// import 'react-router-dom' here, so screens keep the familiar names; anything beyond this
// subset is a type error, not a silent difference. Same semantics where we rely on them: routes
// ranked by specificity (not order), params decoded, <Link> leaves modified clicks to the browser.
import {
  Children,
  createContext,
  isValidElement,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react'

export interface Location { pathname: string; search: string; hash: string; state: unknown; key: string }
export type NavigateOptions = { replace?: boolean; state?: unknown }
export type NavigateFunction = { (to: string, options?: NavigateOptions): void; (delta: number): void }

interface History {
  location(): Location
  subscribe(listener: () => void): () => void
  push(to: string, state?: unknown): void
  replace(to: string, state?: unknown): void
  go(delta: number): void
}

let keys = 0
function parse(to: string, state: unknown, base = '/'): Location {
  const url = new URL(to, `http://router${base}`)
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key: String(++keys) }
}

function browserHistory(): History {
  const listeners = new Set<() => void>()
  let current = parse(window.location.pathname + window.location.search + window.location.hash, window.history.state?.usr ?? null)
  const update = () => {
    current = parse(window.location.pathname + window.location.search + window.location.hash, window.history.state?.usr ?? null)
    for (const l of listeners) l()
  }
  return {
    location: () => current,
    subscribe(listener) {
      listeners.add(listener)
      if (listeners.size === 1) window.addEventListener('popstate', update)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) window.removeEventListener('popstate', update)
      }
    },
    push(to, state) {
      window.history.pushState({ usr: state ?? null }, '', to)
      update()
    },
    replace(to, state) {
      window.history.replaceState({ usr: state ?? null }, '', to)
      update()
    },
    go: (delta) => window.history.go(delta),
  }
}

function memoryHistory(entries: string[]): History {
  const listeners = new Set<() => void>()
  const stack = (entries.length ? entries : ['/']).map((e) => parse(e, null))
  let index = stack.length - 1
  const notify = () => {
    for (const l of listeners) l()
  }
  return {
    location: () => stack[index]!,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    push(to, state) {
      stack.splice(index + 1, stack.length, parse(to, state, stack[index]!.pathname))
      index = stack.length - 1
      notify()
    },
    replace(to, state) {
      stack[index] = parse(to, state, stack[index]!.pathname)
      notify()
    },
    go(delta) {
      index = Math.min(stack.length - 1, Math.max(0, index + delta))
      notify()
    },
  }
}

const HistoryContext = createContext<History | null>(null)
const ParamsContext = createContext<Readonly<Record<string, string | undefined>>>({})

function useHistory(): History {
  const history = useContext(HistoryContext)
  if (!history) throw new Error('router hooks need a <BrowserRouter> or <MemoryRouter> above them')
  return history
}

function Router({ history, children }: { history: History; children?: ReactNode }) {
  return <HistoryContext.Provider value={history}>{children}</HistoryContext.Provider>
}

export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [history] = useState(browserHistory)
  return <Router history={history}>{children}</Router>
}

/** Like react-router's: `initialEntries` are read once, at mount. */
export function MemoryRouter({ children, initialEntries = ['/'] }: { children?: ReactNode; initialEntries?: string[] }) {
  const [history] = useState(() => memoryHistory(initialEntries))
  return <Router history={history}>{children}</Router>
}

export function useLocation(): Location {
  const history = useHistory()
  return useSyncExternalStore(history.subscribe, history.location, history.location)
}

export function useParams(): Readonly<Record<string, string | undefined>> {
  return useContext(ParamsContext)
}

function navigatorFor(history: History): NavigateFunction {
  return ((to: string | number, options: NavigateOptions = {}) => {
    if (typeof to === 'number') history.go(to)
    else if (options.replace) history.replace(to, options.state)
    else history.push(to, options.state)
  }) as NavigateFunction
}

export function useNavigate(): NavigateFunction {
  const history = useHistory()
  return useMemo(() => navigatorFor(history), [history])
}

export function Navigate({ to, replace, state }: { to: string } & NavigateOptions): null {
  const navigate = useNavigate()
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state])
  return null
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; replace?: boolean; state?: unknown; ref?: Ref<HTMLAnchorElement> }

export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const navigate = useNavigate()
  const click = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e)
    // New tab, download, another window: the browser's own business, as with react-router.
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey || (target && target !== '_self')) return
    e.preventDefault()
    navigate(to, { replace, state })
  }
  return <a href={to} target={target} onClick={click} {...rest} />
}

// Route props are read by <Routes>; the element itself never renders.
export function Route(props: { path: string; element: ReactNode }): null {
  void props
  return null
}

/** react-router's ranking: more segments and static ones first, dynamic next, a splat last. */
function score(pattern: string): number {
  const segments = pattern.split('/').filter(Boolean)
  let total = segments.length
  for (const s of segments) total += s === '*' ? -2 : s.startsWith(':') ? 3 : 10
  return pattern === '*' ? -1 : total
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  if (pattern === '*') return { '*': pathname.replace(/^\//, '') }
  const want = pattern.split('/').filter(Boolean)
  const have = pathname.split('/').filter(Boolean)
  const splat = want.at(-1) === '*'
  if (splat ? have.length < want.length - 1 : have.length !== want.length) return null
  const params: Record<string, string> = {}
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!
    if (w === '*') {
      params['*'] = have.slice(i).map(safeDecode).join('/')
      break
    }
    const h = have[i]!
    if (w.startsWith(':')) params[w.slice(1)] = safeDecode(h)
    else if (w.toLowerCase() !== safeDecode(h).toLowerCase()) return null // react-router matches case-insensitively
  }
  return params
}

export function Routes({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation()
  const routes = Children.toArray(children)
    .filter((c): c is ReactElement<{ path: string; element: ReactNode }> => isValidElement(c) && c.type === Route)
    .map((c, order) => ({ ...c.props, order }))
    .sort((a, b) => score(b.path) - score(a.path) || a.order - b.order)
  for (const route of routes) {
    const params = matchPath(route.path, pathname)
    if (params) return <ParamsContext.Provider value={params}>{route.element}</ParamsContext.Provider>
  }
  return null
}
