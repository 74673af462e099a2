// The anon key of the local backend (npm start, npm run dev, the tests): the app uses it when it
// is built without a hosted project, and server/ accepts it. Public, as every apikey is.
export const LOCAL_ANON_KEY = 'local-anon-key'
