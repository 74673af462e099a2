// supabase-js's .abortSignal() takes a signal, not undefined: a fetcher called outside a query
// (an export's fresh read, a mutation's re-read) has none, and gets one that never aborts.
export const NEVER_ABORTED: AbortSignal = new AbortController().signal
