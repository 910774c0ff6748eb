// B2's expected role matrix, WRITTEN DOWN from the role definitions, never read off the server: the
// console's section → roles table in the header of apps/server/src/modules/operator/operator-policy.ts
// (copied below by hand, not imported, so a change to the policy shows up as mismatching cells), and
// the section each operator route belongs to, as the contract says it (the header comments and
// summaries of packages/contract/src/operator.ts, operator-ops.ts and operator-finance.ts).
// A route the OpenAPI document has and this table lacks fails B2 until someone classifies it.

/** The staff roles the product has (packages/contract/src/operator.ts STAFF_ROLES). */
export const B2_STAFF_ROLES = ['support', 'moderator', 'finance', 'admin'] as const;
export type B2StaffRole = (typeof B2_STAFF_ROLES)[number];

/**
 * Who calls. There is no account-wide ban: `banned` is banned from all four activities (withdrawal,
 * tournament, quick_match, chat) with a live session; `signed_out_banned` is the same user after the
 * operator ended their sessions (what A1 calls a banned user's token). `muted` is banned from chat.
 */
export const B2_ACTORS = [
  'anonymous',
  'user',
  'muted',
  'banned',
  'signed_out_banned',
  ...B2_STAFF_ROLES,
] as const;
export type B2Actor = (typeof B2_ACTORS)[number];

export type B2Class = '401' | '403' | 'allowed';

/**
 * operator-policy.ts, header table: section → the roles that open it. A copy on purpose, beside the
 * server's own SECTION_ROLES: the expected matrix must be written down, not inferred from the server
 * (imported, it would agree with any change to the policy). Keep it a copy when removing duplicates.
 */
const SECTION_ROLES = {
  content: ['support', 'admin'],
  games: ['admin'],
  users: ['support', 'moderator', 'admin'],
  reports: ['moderator', 'admin'],
  finance: ['finance', 'admin'],
  tournaments: ['moderator', 'admin'],
  infrastructure: ['admin'],
  staff: ['admin'],
  audit: ['admin'],
} as const satisfies Record<string, readonly B2StaffRole[]>;

/** `signed_in`: operator/me/ answers every signed-in caller its roles and sections (none for a user). */
export type B2Section = keyof typeof SECTION_ROLES | 'signed_in';

/**
 * Every operator operation by operationId, with its section. Sources: operator.ts summaries
 * ("(admin)" on staff and audit; users, bans, sessions in the users section; the report queue;
 * content sources and edits; a game's status), operator-ops.ts header (TOURNAMENTS & LOBBIES:
 * moderator, admin; INFRASTRUCTURE: admin), operator-finance.ts header (finance section: finance,
 * admin; a user's ledger for the users section).
 */
export const B2_OPERATION_SECTIONS: Readonly<Record<string, B2Section>> = {
  operator_me: 'signed_in',
  operator_staff: 'staff',
  operator_grant: 'staff',
  operator_revoke: 'staff',
  operator_audit: 'audit',
  operator_users: 'users',
  operator_user: 'users',
  operator_ban: 'users',
  operator_unban: 'users',
  operator_revokeSessions: 'users',
  operator_queue: 'reports',
  operator_report: 'reports',
  operator_assign: 'reports',
  operator_decide: 'reports',
  operator_newsSources: 'content',
  operator_faqSources: 'content',
  operator_staticPageSources: 'content',
  operator_preview: 'content',
  operator_createNews: 'content',
  operator_updateNews: 'content',
  operator_createFaqCategory: 'content',
  operator_updateFaqCategory: 'content',
  operator_createFaqItem: 'content',
  operator_updateFaqItem: 'content',
  operator_putStaticPage: 'content',
  operator_gameStatus: 'games',
  operatorOps_tournaments: 'tournaments',
  operatorOps_tournament: 'tournaments',
  operatorOps_cancelTournament: 'tournaments',
  operatorOps_removeParticipant: 'tournaments',
  operatorOps_settleMatch: 'tournaments',
  operatorOps_lobbies: 'tournaments',
  operatorOps_lobby: 'tournaments',
  operatorOps_cancelLobby: 'tournaments',
  operatorOps_removeLobbyPlayer: 'tournaments',
  operatorOps_cs2Servers: 'infrastructure',
  operatorOps_dotaBots: 'infrastructure',
  operatorFinance_settings: 'finance',
  operatorFinance_setCrystalPrice: 'finance',
  operatorFinance_setUsdCourse: 'finance',
  operatorFinance_setWithdrawLimits: 'finance',
  operatorFinance_setNetwork: 'finance',
  operatorFinance_resetSetting: 'finance',
  operatorFinance_packs: 'finance',
  operatorFinance_createPack: 'finance',
  operatorFinance_updatePack: 'finance',
  operatorFinance_deletePack: 'finance',
  operatorFinance_withdrawals: 'finance',
  operatorFinance_approveWithdrawal: 'finance',
  operatorFinance_rejectWithdrawal: 'finance',
  operatorFinance_stuckPayouts: 'finance',
  operatorFinance_resolvePayout: 'finance',
  operatorFinance_userLedger: 'users',
};

const isStaffRole = (actor: B2Actor): actor is B2StaffRole =>
  B2_STAFF_ROLES.some((role) => role === actor);

/**
 * The expected class of one cell: signed out (no token, or a token whose session the operator
 * ended) 401; a section's roles get past authorisation; every other signed-in caller (a user, muted
 * or banned, or staff of another section) 403.
 */
export function expectedClass(section: B2Section, actor: B2Actor): B2Class {
  if (actor === 'anonymous' || actor === 'signed_out_banned') return '401';
  if (section === 'signed_in') return 'allowed';
  if (!isStaffRole(actor)) return '403';
  const roles: readonly B2StaffRole[] = SECTION_ROLES[section];
  return roles.includes(actor) ? 'allowed' : '403';
}

/** What a status says: 401, 403, or got past authorisation (2xx, or another 4xx from the input). */
export function classOf(status: number): B2Class | 'other' {
  if (status === 401) return '401';
  if (status === 403) return '403';
  if ((status >= 200 && status < 300) || (status >= 400 && status < 500)) return 'allowed';
  return 'other';
}
