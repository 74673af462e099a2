export { AdminLoginForm, SERVER_UNREACHABLE_NOTICE } from './admin-login-form'
export { useAdminSession, type AdminSessionState } from './use-admin-session'
export { adminFlag } from './admin-session-flag'
