// The app's own image module, under a path the spec-chain build does not redirect.
export * from '../../../src/lib/image/index.ts'
export { THUMB_SIDE_PX as THUMB_SIDE } from '../../../src/config/constants.ts'
