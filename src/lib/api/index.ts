// The data module: every backend call of the app, one file per operation. Components import
// from here only; this barrel exports what they use (tests reach other internals by file).
export { ApiError, apiErrorText, errorText, isAbortError, isStaleRefusal, playerReloadOf, playerTextKey, type ApiErrorCode } from './errors'
export type { PlayerReload } from './refusals'
export { queryKeys } from './query-keys'
export { queryClient } from './query-client'
export { useQuery } from './use-query'
export { useMutation } from './use-mutation'
export { updateCached } from './cache-writes'
export { liveRefreshIntervalMs } from './live-refresh-interval'
// player
export { resolveTeam } from './resolve-team'
export { getTeamRoster, type RosterPlayer } from './get-team-roster'
export { preloadUpload, uploadPlayerPhoto } from './upload-player-photo-on-demand'
export type { UploadPlayerPhotoInput } from './upload-player-photo'
export { getEventConsent, setEventConsent, type EventConsent } from './event-consent'
export { getAutoApprove, setAutoApprove } from './auto-approve'
export { RETAKE_REASONS, type RetakeReason, type ReviewState, type Review } from './review-types'
// admin
export { adminSessionVerified, hasAdminSession, signInAdmin, signOutAdmin } from './admin-session'
export { getEventSummary, type TeamSummary } from './get-event-summary'
export { getEventStorageUsage, type EventStorageUsage } from './get-event-storage-usage'
export { addTeam } from './add-team'
export { regenerateTeamCode } from './regenerate-team-code'
export { importRoster, WRITING_STATUSES, type RosterImportLine, type RosterImportRow, type RosterImportStatus } from './import-roster'
export { resolveAdminTeam } from './resolve-admin-team'
export { listTeamPlayers, type AdminPlayer } from './list-team-players'
export { addPlayer } from './add-player'
export { updatePlayerDetails, seenDetails, type PlayerDetails } from './update-player-details'
export * from './player-identity'
export { renamePlayer } from './rename-player'
export { removePlayer } from './remove-player'
export { deletePhoto } from './delete-photo'
export { setPlayerPhoto } from './set-player-photo'
export type { SeenPlayer } from './seen-player'
export { approvePhotos, reviewPhoto, type ReviewDecision } from './review-photo'
export { listPhotoVersions, restorePhotoVersion, type PhotoVersion, type PhotoSource } from './photo-versions'
export { getTeamAudit, type AuditEntry, type AuditAction, type AuditActor } from './team-audit'
export { listLeftoverFiles, purgeLeftovers, type LeftoverFile, type LeftoverKind } from './leftover-files'
export { fetchPhoto } from './fetch-photo'
// events as data
export { EVENT_STATES, type EventInput, type EventState, type EventInfo } from './events'
export { listOpenEvents, useOpenEvents } from './list-open-events'
export {
  getExportDestinations,
  saveExportDestinations,
  useExportDestinations,
  useSaveExportDestinations,
  type DestinationShape,
  type EventDestinations,
  type ExportDestination,
  type SaveDestinationsVars,
} from './export-destinations'
export { listExportPlayers, type ExportPlayer } from './export-players'
export { getSupportContact, setSupportContact, useSetSupportContact, useSupportContact } from './support-contact'
export { getTeamLink, useTeamLink, type TeamLink } from './get-team-link'
export { listAdminEvents, useAdminEvents } from './admin-events'
export { createEvent, useCreateEvent } from './create-event'
export { updateEvent, useUpdateEvent, type UpdateEventVars } from './update-event'
export { setEventState, useSetEventState, type SetEventStateVars } from './set-event-state'
