import { adminClient } from '@/lib/supabase'
import { ApiError, unwrap } from './errors'

/** A new team with its access code (returned); a name taken case-insensitively is 'team-exists'. */
export async function addTeam(eventName: string, team: string): Promise<string> {
  const client = await adminClient()
  try {
    return unwrap(await client.rpc('add_team', { p_event: eventName, p_team: team }), 'add-team')
  } catch (e) {
    if (e instanceof ApiError && e.kind === 'conflict')
      throw new ApiError('team-exists', { kind: 'conflict', status: e.status, backendCode: e.backendCode, cause: e })
    throw e
  }
}
