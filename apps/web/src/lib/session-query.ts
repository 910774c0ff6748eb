// The root of every query key that holds the signed-in user's data. The query client resets all of
// them when a session starts or ends, so no one ever sees the previous user's profile, friends or
// notifications; features build their keys under it.
export const SESSION_QUERY_KEY: readonly ['session'] = ['session'];
