// Search text inside LIKE/ILIKE patterns: PostgreSQL's default escape character is the backslash,
// so a user's `%`, `_` or `\` matches itself instead of acting as a wildcard.

/** The text with LIKE's wildcards and escape character escaped. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching values that contain `text` anywhere. */
export const containing = (text: string) => `%${escapeLike(text)}%`;
