// The spec's UI flag (sessionStorage adminAuth = 'true'). It only decides which screen to show;
// the server decides what an admin may do.
import { ADMIN_SESSION_KEY, ADMIN_SESSION_VALUE } from '@/config/constants'

export const adminFlag = {
  isSet: () => sessionStorage.getItem(ADMIN_SESSION_KEY) === ADMIN_SESSION_VALUE,
  set: () => sessionStorage.setItem(ADMIN_SESSION_KEY, ADMIN_SESSION_VALUE),
  clear: () => sessionStorage.removeItem(ADMIN_SESSION_KEY),
}
