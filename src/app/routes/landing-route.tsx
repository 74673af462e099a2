import { LandingPage } from '@/features/landing'

export function LandingRoute() {
  return <LandingPage />
}
