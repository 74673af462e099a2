// Password sign-in throttling, like Supabase Auth's rate limits: too many failed attempts from
// one IP, or against one e-mail, and every sign-in there is refused (429
// `over_request_rate_limit`) until the oldest failure leaves the window — even with the right
// password, or guessing would simply go on. Only failures count: an organizer who signs in
// often is never slowed down.

export type Limit = { max: number; windowMs: number }
export type ThrottleLimits = { perIp: Limit; perEmail: Limit; now: () => number }

const DEFAULTS: ThrottleLimits = {
  perIp: { max: 10, windowMs: 5 * 60_000 },
  perEmail: { max: 20, windowMs: 5 * 60_000 },
  now: () => Date.now(),
}

class Window {
  private readonly hits = new Map<string, number[]>()
  constructor(private readonly limit: Limit) {}

  private live(key: string, now: number): number[] {
    const kept = (this.hits.get(key) ?? []).filter((t) => now - t < this.limit.windowMs)
    if (kept.length) this.hits.set(key, kept)
    else this.hits.delete(key)
    return kept
  }

  /** Milliseconds until `key` may try again, 0 when it may now. */
  waitMs(key: string, now: number): number {
    const hits = this.live(key, now)
    if (hits.length < this.limit.max) return 0
    return (hits[hits.length - this.limit.max] as number) + this.limit.windowMs - now
  }

  add(key: string, now: number): void {
    this.hits.set(key, [...this.live(key, now), now])
  }
}

export class SignInThrottle {
  private readonly limits: ThrottleLimits
  private readonly byIp: Window
  private readonly byEmail: Window

  constructor(limits: Partial<ThrottleLimits> = {}) {
    this.limits = { ...DEFAULTS, ...limits }
    this.byIp = new Window(this.limits.perIp)
    this.byEmail = new Window(this.limits.perEmail)
  }

  /** Seconds to wait before this IP may try this e-mail again; 0 = go ahead. */
  retryAfterSeconds(ip: string, email: string): number {
    const now = this.limits.now()
    const ms = Math.max(this.byIp.waitMs(ip, now), this.byEmail.waitMs(email.toLowerCase(), now))
    return Math.ceil(ms / 1000)
  }

  failed(ip: string, email: string): void {
    const now = this.limits.now()
    this.byIp.add(ip, now)
    this.byEmail.add(email.toLowerCase(), now)
  }
}
