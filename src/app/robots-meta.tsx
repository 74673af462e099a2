// Team links are secrets and the admin area is private: neither is for search engines. Static
// hosts also send `X-Robots-Tag: noindex` on every path but `/` (build/static-hosts.ts,
// vercel.json, deploy/nginx.conf); this covers crawlers that run the app on a host that doesn't.
// Crawlers read the tag only in <head>: React 19 puts a rendered <meta> there, and takes it out
// again when it unmounts (on the landing page).
import { paths } from '@/config/paths'

export function RobotsMeta({ pathname }: { pathname: string }) {
  return pathname === paths.home.href() ? null : <meta name="robots" content="noindex" />
}
