// The team link a player opened: the event, the access code and the team it resolved to. The
// page provides it once; the upload deep in the wizard reads it here instead of through props.
import { createContext, useContext, type ReactNode } from 'react'
import type { EventInfo } from '@/lib/api'

/**
 * Whether the team link still takes photos. `open: false` = the event is closed or past its
 * deadline: the panel says so instead of offering the wizard. `keepWizardFor`: the player whose
 * upload the server just refused as closed; their wizard stays, photo on screen, so they can
 * send it as soon as an organizer extends the deadline.
 */
export type UploadWindow = { open: boolean; keepWizardFor: number | null }

export type TeamLink = { event: EventInfo; code: string; team: string; uploads?: UploadWindow }

const OPEN: UploadWindow = { open: true, keepWizardFor: null }

const TeamLinkContext = createContext<TeamLink | null>(null)

export function TeamLinkProvider({ value, children }: { value: TeamLink; children: ReactNode }) {
  return <TeamLinkContext.Provider value={value}>{children}</TeamLinkContext.Provider>
}

export function useTeamLink(): TeamLink & { uploads: UploadWindow } {
  const link = useContext(TeamLinkContext)
  if (!link) throw new Error('useTeamLink needs a <TeamLinkProvider> (the team page provides it)')
  return { ...link, uploads: link.uploads ?? OPEN }
}
