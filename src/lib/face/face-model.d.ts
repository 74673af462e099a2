// build/face-model.ts: where the build put the face detector's model (same origin, hashed names).
declare module 'virtual:face-model' {
  const urls: { json: string; weights: string }
  export default urls
}
