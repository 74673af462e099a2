import { LOCAL_ANON_KEY, LOCAL_DEFAULTS, readEnv } from '@/config/env'

describe('env', () => {
  it('defaults to the local backend at the page origin', () => {
    expect(readEnv({}, 'http://localhost:3000')).toMatchObject({ supabaseUrl: 'http://localhost:3000', supabaseAnonKey: LOCAL_ANON_KEY })
  })

  it('uses a hosted project when both values are set', () => {
    const e = readEnv({ VITE_SUPABASE_URL: 'https://abc.supabase.co/', VITE_SUPABASE_ANON_KEY: 'pk' }, 'https://cdn.example')
    expect(e.supabaseUrl).toBe('https://abc.supabase.co')
    expect(e.supabaseAnonKey).toBe('pk')
  })

  it('refuses a URL without a key, and a URL that is not http(s)', () => {
    expect(() => readEnv({ VITE_SUPABASE_URL: 'https://abc.supabase.co' }, 'x')).toThrow(/VITE_SUPABASE_ANON_KEY/)
    expect(() => readEnv({ VITE_SUPABASE_URL: 'abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'k' }, 'x')).toThrow(/http/)
  })

  it('in a production build (no local defaults), refuses to run without every hosted value', () => {
    const hosted = { VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'pk', VITE_ADMIN_EMAIL: 'a@example.org' }
    expect(readEnv(hosted, 'https://cdn.example', null)).toEqual({
      supabaseUrl: 'https://abc.supabase.co',
      supabaseAnonKey: 'pk',
      adminEmail: 'a@example.org',
    })
    expect(() => readEnv({}, 'https://cdn.example', null)).toThrow(/VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY, VITE_ADMIN_EMAIL/)
    expect(() => readEnv({ ...hosted, VITE_ADMIN_EMAIL: ' ' }, 'https://cdn.example', null)).toThrow(/VITE_ADMIN_EMAIL/)
  })

  it('keeps the demo values for builds other than production (tests run in mode "test")', () => {
    expect(LOCAL_DEFAULTS).toMatchObject({ supabaseAnonKey: LOCAL_ANON_KEY })
  })
})
