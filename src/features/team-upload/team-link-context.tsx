// The team link a player opened: the event, the access code and the team it resolved to. The
// page provides it once; the upload deep in the wizard reads it here instead of through props.
import { createContext, useContext, type ReactNode } from 'react'
import type { Tournament } from '@/config/tournaments'

export type TeamLink = { tournament: Tournament; code: string; team: string }

const TeamLinkContext = createContext<TeamLink | null>(null)

export function TeamLinkProvider({ value, children }: { value: TeamLink; children: ReactNode }) {
  return <TeamLinkContext.Provider value={value}>{children}</TeamLinkContext.Provider>
}

export function useTeamLink(): TeamLink {
  const link = useContext(TeamLinkContext)
  if (!link) throw new Error('useTeamLink needs a <TeamLinkProvider> (the team page provides it)')
  return link
}
