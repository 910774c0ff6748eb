// B2's requests: each operator operation filled with path parameters and a body its contract schema
// accepts, so the request reaches the role check (the schemas are checked before the handler runs:
// an invalid body would answer 400 to a caller without the role and hide the 403). Ids name objects
// that do not exist, so staff who get past the check mostly answer 404 and nothing real changes.

/** An id no object has in a fresh database (IdSchema allows up to 2^31 - 1). */
export const B2_MISSING_ID = 987_654_321;

/** Values for the path parameters of the operator routes, by parameter name. */
export const B2_PARAM_VALUES: Readonly<Record<string, string>> = {
  id: String(B2_MISSING_ID),
  participant: String(B2_MISSING_ID),
  match: String(B2_MISSING_ID),
  user: String(B2_MISSING_ID),
  role: 'support',
  slug: 'b2-role-matrix',
  code: 'B2NET',
  key: 'usd_course',
};

/** Parameters an operation's contract narrows further (GameIdSchema: 1 or 2). */
export const B2_PARAM_OVERRIDES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  operator_gameStatus: { id: '1' },
};

/** The parameter values of one operation. */
export const paramValuesOf = (operationId: string): Readonly<Record<string, string>> => ({
  ...B2_PARAM_VALUES,
  ...B2_PARAM_OVERRIDES[operationId],
});

const reason = 'B2 role matrix';

/** A body the contract accepts, for each operation that takes one (by operationId). */
export const B2_BODIES: Readonly<Record<string, unknown>> = {
  operator_grant: { user: B2_MISSING_ID, role: 'support' },
  operator_ban: { kind: 'chat', forever: true, reason },
  operator_unban: { kind: 'chat', reason },
  operator_revokeSessions: { reason },
  operator_decide: { decision: 'no_action', outcome: 'No rule broken.' },
  operator_preview: { markdown: '**B2**' },
  operator_createNews: { is_published: false, texts: { en: { title: 'B2', body: 'B2 draft' } } },
  operator_updateNews: { texts: { en: { title: 'B2', body: 'B2 draft' } } },
  operator_createFaqCategory: { texts: { en: { name: 'B2' } } },
  operator_updateFaqCategory: { texts: { en: { name: 'B2' } } },
  operator_createFaqItem: { texts: { en: { question: 'B2?', answer: 'B2.' } } },
  operator_updateFaqItem: { texts: { en: { question: 'B2?', answer: 'B2.' } } },
  operator_putStaticPage: { texts: { en: { title: 'B2', body: 'B2 page' } } },
  operator_gameStatus: { work_status: true, error_message: null },
  operatorOps_cancelTournament: { reason },
  operatorOps_removeParticipant: { reason },
  operatorOps_settleMatch: { winner: 'a', reason },
  operatorOps_cancelLobby: { reason },
  operatorOps_removeLobbyPlayer: { reason },
  operatorFinance_setCrystalPrice: { price: 0.01, reason },
  operatorFinance_setUsdCourse: { rates: { UAH: 41 }, reason },
  operatorFinance_setWithdrawLimits: {
    min: 10,
    max: 1000,
    daily_max: 5000,
    approval_above: 500,
    reason,
  },
  operatorFinance_setNetwork: { is_enabled: true, reason },
  operatorFinance_resetSetting: { reason },
  operatorFinance_createPack: { crystals: 100, price: 1, reason },
  operatorFinance_updatePack: { is_active: true, reason },
  operatorFinance_deletePack: { reason },
  operatorFinance_approveWithdrawal: { reason },
  operatorFinance_rejectWithdrawal: { reason },
  operatorFinance_resolvePayout: { resolution: 'refunded', reason },
};
