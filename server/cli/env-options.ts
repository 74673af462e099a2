// What `npm start` and `npm run dev` take from the environment besides PORT, HOST and folders.
import { corsPolicyFrom } from '../http/cors.ts'
import type { StartOptions } from '../app.ts'

export function envOptions(env: NodeJS.ProcessEnv = process.env): Pick<StartOptions, 'adminPassword' | 'cors'> {
  return {
    adminPassword: env.ADMIN_PASSWORD || undefined,
    cors: corsPolicyFrom(env.CORS_ORIGINS),
  }
}
