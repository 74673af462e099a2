// Team links are secrets and the admin area is private: neither is for search engines. Static
// hosts also send `X-Robots-Tag: noindex` on every path but `/` (build/static-hosts.ts,
// vercel.json, deploy/nginx.conf); this covers crawlers that run the app on a host that doesn't.
// Crawlers read the tag only in <head>, and our runtime (Preact) renders a <meta> where it stands,
// unlike React 19, which hoists it: so it is put into <head> here, and taken out on the landing page.
import { useLayoutEffect } from 'react'
import { paths } from '@/config/paths'

export function RobotsMeta({ pathname }: { pathname: string }) {
  const noindex = pathname !== paths.home.href()
  useLayoutEffect(() => {
    if (!noindex) return
    const meta = document.createElement('meta')
    meta.name = 'robots'
    meta.content = 'noindex'
    document.head.append(meta)
    return () => meta.remove()
  }, [noindex])
  return null
}
