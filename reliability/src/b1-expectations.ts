// B1's written-down answer to "who may use this id?", one row per operation of the API document
// that has a path parameter, keyed by operationId. A new route with an id fails B1 until it is
// classified here. `params` names which of owner A's seeded objects fills each path parameter
// (`src/b1-seed.ts`); a literal is sent as it is.
import type { Channel, ClientAction } from '@clutch/contract/realtime';
import type { SeedKey } from './b1-seed.js';

export type Access =
  /** Only the owner (or the object's members/organiser): a stranger gets 4xx and nothing changes. */
  | 'owner-only'
  /** Readable by anyone by design: 2xx is fine, but no private field and no marker may show. */
  | 'public-read'
  /** The id names a public object and the action is on the caller's own membership or money. */
  | 'acts-on-caller'
  /** Operator routes: B2's matrix covers them; listed so the table stays complete. */
  | 'staff';

export interface Expectation {
  access: Access;
  /** Path parameter name to a seeded object (or a literal string). */
  params?: Record<string, SeedKey | { literal: string }>;
  /** What the stranger sends instead, where A's value is itself a secret (a capability URL). */
  strangerParams?: Record<string, SeedKey>;
  /** A minimal valid body, so a refusal is the authorisation check and not the validation. */
  body?: (seed: SeedView) => unknown;
  /** Query string (without `?`). */
  query?: (seed: SeedView) => string;
  /** Why an owner GET is not expected to be 2xx (so it is left out of the owner controls). */
  noOwnerControl?: string;
}

export interface SeedView {
  id(key: SeedKey): number | string;
  marker: string;
  /** The caller's own password (empty for the owner's controls). */
  actorPassword: string;
}

const own = (params: Expectation['params'], extra: Omit<Expectation, 'access' | 'params'> = {}) =>
  ({ access: 'owner-only', params, ...extra }) satisfies Expectation;
const pub = (params: Expectation['params'], extra: Omit<Expectation, 'access' | 'params'> = {}) =>
  ({ access: 'public-read', params, ...extra }) satisfies Expectation;
const caller = (
  params: Expectation['params'],
  extra: Omit<Expectation, 'access' | 'params'> = {},
) => ({ access: 'acts-on-caller', params, ...extra }) satisfies Expectation;
const staff = { access: 'staff' } satisfies Expectation;
const lit = (literal: string) => ({ literal });

const notStarted = 'no match exists before the tournament starts';

export const B1_EXPECTATIONS: Record<string, Expectation> = {
  // friends
  friends_listFriends: pub({ id: 'owner' }),
  friends_unfriend: own({ id: 'owner', friendId: 'friend' }),
  friends_listRequests: own({ id: 'owner' }),
  friends_sendRequest: caller({ id: 'owner' }),
  friends_acceptRequest: own(
    { id: 'friendTarget', requestId: 'friendRequest' },
    { noOwnerControl: 'only the recipient accepts' },
  ),
  friends_deleteRequest: own({ id: 'owner', requestId: 'friendRequest' }),
  // wallet and transfers
  wallet_packLink: caller({ id: 'pack', provider: lit('sandbox') }),
  wallet_order: own({ id: 'order' }),
  // The checkout page and its answer take the order's token from the payment link (A's secret).
  wallet_checkout: own(
    { order: 'order' },
    { query: () => 'token=forged-token', noOwnerControl: 'a forged token is sent' },
  ),
  wallet_checkoutAnswer: own(
    { order: 'order' },
    { body: () => ({ token: 'forged-token', action: 'pay' }) },
  ),
  wallet_webhook: own({ provider: lit('sandbox') }, { body: () => ({ order: 1, status: 'paid' }) }),
  transfers_list: own({ id: 'owner' }),
  transfers_send: caller({ id: 'owner' }, { body: () => ({ amount: 1 }) }),
  wallet_withdrawType: caller({ type: lit('crypto') }),
  paymentSettings_get: own({ id: 'owner' }),
  paymentSettings_patch: own({ id: 'owner' }, { body: () => ({ city: 'Stolen' }) }),
  notifications_list: own({ id: 'owner' }),
  notifications_markSeen: own({ id: 'owner' }, { body: () => ({ all: true }) }),
  // static art
  get_games_heroes_id_image_svg: pub({ id: lit('1') }),
  get_games_maps_name_image_svg: pub({ name: lit('de_dust2') }),
  // jars
  jars_get: pub({ id: 'jar' }),
  jars_patch: own({ id: 'jar' }, { body: () => ({ title: 'Stolen jar' }) }),
  jars_remove: own({ id: 'jar' }),
  jars_donations: pub({ id: 'jar' }),
  jars_donate: caller({ id: 'jar' }, { body: () => ({ amount: 1 }) }),
  jars_breakJar: own({ id: 'jar' }),
  jars_ofTeam: pub({ id: 'team' }),
  jars_teamAdd: own({ id: 'team' }, { body: (s) => ({ jars: [s.id('jar')] }) }),
  jars_teamRemove: own({ id: 'team' }, { body: (s) => ({ jar: s.id('teamJar') }) }),
  jars_teamCreate: own(
    { id: 'team' },
    { body: () => ({ jar: { title: 'Stolen', is_unlimited: true } }) },
  ),
  jars_teamEdit: own(
    { id: 'team' },
    { body: (s) => ({ jar: { id: s.id('teamJar'), title: 'Stolen' } }) },
  ),
  // banners
  banners_get: own({ id: 'banner' }),
  banners_patch: own({ id: 'banner' }, { body: () => ({ name: 'Stolen' }) }),
  banners_remove: own({ id: 'banner' }),
  banners_teamAttach: own({ id: 'team' }, { body: (s) => ({ banner: s.id('banner') }) }),
  banners_teamDetach: own({ id: 'team' }, { body: (s) => ({ banner: s.id('banner') }) }),
  // game-server hosting: a server key, not a user, signs these
  hosting_matchzyConfig: own(
    { id: lit('1') },
    {
      query: () =>
        `expires=${String(Math.floor(Date.now() / 1000) + 600)}&signature=${'A'.repeat(43)}`,
      noOwnerControl: 'called by game servers',
    },
  ),
  hosting_matchzyEvents: own({ id: lit('1') }, { noOwnerControl: 'called by game servers' }),
  // calendar
  calendar_deleteEvent: own({ eventId: lit('1') }, { noOwnerControl: 'A has no event' }),
  get_events_calendar_feed_file: own(
    { file: 'calendarFeed' },
    { strangerParams: { file: 'calendarFeedGuess' } },
  ),
  // tournament matches
  tournamentMatches_grid: pub({ id: 'tournament' }, { noOwnerControl: notStarted }),
  tournamentMatches_startGame: own({ id: 'tournament' }, { noOwnerControl: notStarted }),
  tournamentMatches_postpone: own(
    { match: 'match' },
    { body: () => ({ new_start_time: new Date(Date.now() + 48 * 3_600_000).toISOString() }) },
  ),
  tournamentMatches_report: own({ match: 'match' }, { body: () => ({ score_a: 1, score_b: 0 }) }),
  tournamentMatches_setResult: own(
    { match: 'match' },
    { body: () => ({ score_a: 1, score_b: 0 }) },
  ),
  tournamentMatches_inviteCommentator: own(
    { match: 'match' },
    { body: (s) => ({ user: s.id('friend') }) },
  ),
  tournamentMatches_commentators: pub({ match: 'match' }),
  // The ids of the tournament's matches the caller casts.
  tournamentMatches_casting: caller({ id: 'tournament' }),
  tournamentMatches_decideCommentator: own(
    { match: 'match', instance: lit('1') },
    { body: () => ({ status: 2 }) },
  ),
  tournamentMatches_removeCommentator: own({ match: 'match', instance: lit('1') }),
  tournamentMatches_setStreamLink: own(
    { match: 'match' },
    { body: () => ({ stream_link: 'https://twitch.tv/stolen' }) },
  ),
  tournamentMatches_removeStreamLink: own({ match: 'match' }),
  // tournaments
  tournaments_get: pub({ id: 'tournament' }),
  tournaments_patch: own({ id: 'tournament' }, { body: () => ({ freeze_time: 60 }) }),
  tournaments_remove: own({ id: 'tournament' }),
  tournaments_jars: pub({ id: 'tournament' }),
  tournaments_createJar: own({ id: 'tournament' }, { body: () => ({ title: 'Stolen' }) }),
  tournaments_editJar: own(
    { id: 'tournament' },
    { body: (s) => ({ id: s.id('jar'), title: 'Stolen' }) },
  ),
  tournaments_createBanner: own({ id: 'tournament' }, { body: (s) => ({ id: s.id('banner') }) }),
  tournaments_editBanner: own({ id: 'tournament' }, { body: (s) => ({ id: s.id('banner') }) }),
  tournamentReviews_react: caller(
    { id: 'tournament' },
    { body: () => ({ user_action: { action: 'like' } }) },
  ),
  tournamentTransfers_offer: own({ id: 'tournament' }, { body: (s) => ({ user: s.id('friend') }) }),
  tournamentTransfers_show: own(
    { id: 'tournament' },
    { query: () => 'transfer_token=forged', noOwnerControl: 'no transfer offered' },
  ),
  tournamentTransfers_confirm: own(
    { token: lit('00000000-0000-4000-8000-000000000000') },
    { body: () => ({ status: 2 }) },
  ),
  tournamentTransfers_list: own({ id: 'tournament' }),
  tournamentTransfers_withdraw: own({ id: 'tournament', transferId: lit('1') }),
  // tournament registration
  tournamentRegistration_register: caller({ id: 'tournament' }),
  tournamentRegistration_leave: caller({ id: 'tournament' }),
  tournamentRegistration_removeParticipant: own(
    { id: 'tournament' },
    { body: (s) => ({ user: s.id('owner') }) },
  ),
  tournamentRegistration_participants: pub({ id: 'tournament' }),
  tournamentRegistration_players: pub({ id: 'tournament' }),
  tournamentRegistration_applications: own({ id: 'tournament' }),
  tournamentRegistration_decideApplication: own(
    { id: lit('1') },
    { body: () => ({ action: 'confirm' }) },
  ),
  tournamentRegistration_cancelApplication: caller({ id: 'tournament' }),
  tournamentRegistration_bans: own({ id: 'tournament' }),
  tournamentRegistration_ban: own(
    { id: 'tournament' },
    { body: (s) => ({ user: s.id('friend') }) },
  ),
  tournamentRegistration_unban: own({ id: 'tournament', banId: lit('1') }),
  tournamentRegistration_sendInvite: own(
    { id: 'tournament' },
    { body: (s) => ({ user: s.id('friend'), user_type: 1 }) },
  ),
  // quick match
  quickMatch_one: pub({ id: 'lobby' }),
  quickMatch_players: pub({ id: 'lobby' }),
  quickMatch_join: caller({ id: 'lobby' }, { noOwnerControl: 'the creator is already in' }),
  quickMatch_changePosition: caller({ id: 'lobby' }),
  quickMatch_removePlayer: own({ id: 'lobby', position: lit('1') }),
  quickMatch_leave: caller({ id: 'lobby' }, { noOwnerControl: 'leaving would close the lobby' }),
  quickMatch_startGame: own({ id: 'lobby' }, { noOwnerControl: 'the lobby is not full' }),
  quickMatch_ready: caller({ id: 'lobby' }),
  quickMatch_toggleReady: caller({ id: 'lobby' }),
  quickMatch_toggleReadyPatch: caller({ id: 'lobby' }),
  quickMatch_veto: own({ id: 'lobby' }, { body: () => ({ item: 1 }) }),
  quickMatch_statistic: pub({ id: 'lobby' }, { noOwnerControl: 'the lobby has not played' }),
  // Like or dislike a lobby: the caller's own reaction.
  quickMatch_userAction: caller(
    { id: 'lobby' },
    { query: (s) => `action=like&user=${String(s.id('owner'))}` },
  ),
  quickMatch_invite: caller({ id: 'owner' }, { body: (s) => ({ quick_match: s.id('lobby') }) }),
  quickMatch_resendInvites: own({ id: 'lobby' }, { noOwnerControl: 'only in a running match' }),
  quickMatch_matchHistory: pub({ id: 'owner' }),
  quickMatch_ratings: pub({ id: 'owner' }),
  // messenger (most chat routes address the chat in the body: see B1_BODY_PROBES)
  messenger_createChat: caller({ type: lit('group') }, { body: () => ({ name: 'B1 own' }) }),
  messenger_edit: own(
    { chatType: lit('group'), id: 'group' },
    { body: () => ({ name: 'Stolen' }) },
  ),
  messenger_regenerateInvite: own({ id: 'group' }),
  messenger_room: own({ kind: lit('team'), id: 'team' }),
  // profile
  profile_publicProfile: pub({ id: 'owner' }),
  profile_changePassword: own(
    { id: 'owner' },
    {
      // The stranger's own password: a server that checked the caller's password and then changed
      // the path's user would show here.
      body: (s) => ({
        current_password: s.actorPassword,
        new_password: 'Stolen-password-1',
        repeat_password: 'Stolen-password-1',
      }),
    },
  ),
  profile_changeUsername: own({ id: 'owner' }, { body: () => ({ username: 'stolen_name' }) }),
  content_staticPage: pub({ slug: lit('rules') }, { noOwnerControl: 'seeded pages vary' }),
  content_newsItem: pub({ id: lit('1') }, { noOwnerControl: 'seeded news vary' }),
  posts_list: pub({ id: 'owner' }),
  posts_remove: own({ id: 'post' }),
  posts_react: caller({ id: 'post' }, { body: () => ({ action: 'like' }) }),
  reports_one: own({ id: 'report' }),
  // teams
  teams_get: pub({ id: 'team' }),
  teams_patch: own({ id: 'team' }, { body: () => ({ description: 'Stolen' }) }),
  teams_remove: own({ id: 'team' }),
  teams_changePercentage: own(
    { id: 'team' },
    { body: (s) => ({ players: [{ player_id: s.id('owner'), prize_percentage: 100 }] }) },
  ),
  teams_leave: caller({ id: 'team' }, { noOwnerControl: 'the leader cannot leave' }),
  teams_kick: own({ id: 'team', userId: 'owner' }),
  teams_transferAuthority: own(
    { id: 'team' },
    { query: (s) => `user_id=${String(s.id('friend'))}` },
  ),
  teams_matches: pub({ id: 'team' }),
  teams_ofProfile: pub({ id: 'owner' }),
  teamInvitation_invites_ofTeam: own({ id: 'team' }),
  teamInvitation_invites_one: own({ id: 'teamInvite' }),
  teamInvitation_invites_remove: own({ id: 'teamInvite' }),
  teamInvitation_invites_accept: own(
    { id: 'teamInvite' },
    { noOwnerControl: 'the invitee accepts' },
  ),
  teamInvitation_joinRequests_ofTeam: own({ id: 'team' }),
  teamInvitation_joinRequests_one: own({ id: 'joinRequest' }),
  teamInvitation_joinRequests_remove: own({ id: 'joinRequest' }),
  teamInvitation_joinRequests_accept: own({ id: 'joinRequest' }),
  teamInvitation_invite: own({ id: 'team' }, { query: (s) => `user_id=${String(s.id('friend'))}` }),
  teamInvitation_requestToJoin: caller({ id: 'team' }),
  // Public by design (team-votes.routes.test.ts: a stranger reads the result).
  teams_voteResult: pub({ id: 'team' }),
  teams_createVote: own({ id: 'team' }, { body: () => ({ type: 'kick' }) }),
  teams_sendVote: own({ id: 'team' }, { query: (s) => `vote_for=${String(s.id('owner'))}` }),
  // operator console
  operator_revoke: staff,
  operator_user: staff,
  operator_ban: staff,
  operator_unban: staff,
  operator_revokeSessions: staff,
  operator_report: staff,
  operator_assign: staff,
  operator_decide: staff,
  operator_updateNews: staff,
  operator_updateFaqCategory: staff,
  operator_updateFaqItem: staff,
  operator_putStaticPage: staff,
  operator_gameStatus: staff,
  operatorFinance_setNetwork: staff,
  operatorFinance_resetSetting: staff,
  operatorFinance_updatePack: staff,
  operatorFinance_deletePack: staff,
  operatorFinance_approveWithdrawal: staff,
  operatorFinance_rejectWithdrawal: staff,
  operatorFinance_resolvePayout: staff,
  operatorFinance_userLedger: staff,
  operatorOps_tournament: staff,
  operatorOps_cancelTournament: staff,
  operatorOps_removeParticipant: staff,
  operatorOps_settleMatch: staff,
  operatorOps_lobby: staff,
  operatorOps_cancelLobby: staff,
  operatorOps_removeLobbyPlayer: staff,
};

/** Chat routes that name the chat in the body or query rather than the path (same classes). */
export interface BodyProbe {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** The whole path, `/api/...` (or `/media/...`). */
  path: (seed: SeedView) => string;
  body?: (seed: SeedView) => unknown;
}

const groupAddress = (s: SeedView) => ({
  receiver_content_type: 'group',
  receiver_object_id: s.id('group'),
});

export const B1_BODY_PROBES: readonly BodyProbe[] = [
  {
    // The address is 128 random bits; the stranger cannot list the messages that carry it.
    name: 'a guessed address of the shape of A’s chat attachment',
    method: 'GET',
    path: (s) => String(s.id('attachmentGuess')),
  },
  {
    name: 'messages of A’s private group',
    method: 'GET',
    path: (s) =>
      `/api/messanger/messages/?receiver_content_type=group&receiver_object_id=${String(s.id('group'))}`,
  },
  {
    name: 'send into A’s private group',
    method: 'POST',
    path: () => '/api/messanger/create-message/',
    body: (s) => ({ ...groupAddress(s), content_text: 'intruder' }),
  },
  {
    name: 'join A’s private group',
    method: 'POST',
    path: () => '/api/messanger/join/',
    body: groupAddress,
  },
  {
    name: 'read receipt in A’s private group',
    method: 'POST',
    path: () => '/api/messanger/add-unread-message/',
    body: (s) => ({
      ...groupAddress(s),
      message: s.id('message'),
      last_read_message_id: s.id('message'),
    }),
  },
  {
    name: 'reaction on A’s private message',
    method: 'POST',
    path: () => '/api/messanger/messages/add_reaction/',
    body: (s) => ({ message_id: s.id('message'), type: 'L' }),
  },
  {
    name: 'add a member to A’s private group',
    method: 'POST',
    path: () => '/api/messanger/add-chat-users/',
    body: (s) => ({ ...groupAddress(s), users_id: [s.id('friend')] }),
  },
  {
    name: 'remove A from A’s private group',
    method: 'DELETE',
    path: () => '/api/messanger/delete-chat-member/',
    body: (s) => ({ ...groupAddress(s), user: s.id('owner') }),
  },
  {
    name: 'change a role in A’s private group',
    method: 'PATCH',
    path: () => '/api/messanger/change-user-role/',
    body: (s) => ({ ...groupAddress(s), user: s.id('owner'), role: 1 }),
  },
];

/** The socket actions that take an id, and whether a stranger may use them on A's object. */
export interface SocketExpectation {
  access: Access;
  pk: SeedKey;
  /** The frame field carrying the id; `pk` unless written. */
  idField?: 'pk' | 'tournament_id';
  extra?: Record<string, unknown>;
}

export const B1_SOCKET_EXPECTATIONS: Partial<
  Record<`${Channel} ${ClientAction}`, SocketExpectation>
> = {
  'group-chat-updates catch_up': { access: 'owner-only', pk: 'group', extra: { last_id: 0 } },
  'quick-match-updates subscribe_instance': { access: 'public-read', pk: 'lobby' },
  'quick-match-updates retrieve': { access: 'public-read', pk: 'lobby' },
  'quick-match-updates unsubscribe_instance': { access: 'acts-on-caller', pk: 'lobby' },
  'quick-match-updates veto': { access: 'owner-only', pk: 'lobby', extra: { item: 1 } },
  'grid-updates subscribe_to_grid_activity': {
    access: 'public-read',
    pk: 'tournament',
    idField: 'tournament_id',
  },
  'tournament-updates subscribe_instance': { access: 'owner-only', pk: 'owner' },
  'tournament-updates unsubscribe_instance': { access: 'acts-on-caller', pk: 'owner' },
  'user-updates subscribe_instance': { access: 'owner-only', pk: 'owner' },
  'user-updates unsubscribe_instance': { access: 'acts-on-caller', pk: 'owner' },
  'user-updates subscribe_to_user_activity': { access: 'owner-only', pk: 'owner' },
};
