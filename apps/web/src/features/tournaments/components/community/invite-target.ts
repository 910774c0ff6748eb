// Which invitation the tournament page opens in its modal, read from the page's query: a player or
// watcher invitation (`invite_token`, where /join/tournament/{id}/{token} leads), an ownership offer
// (`transfer_token`) or a commentator invitation (`match` and `commentator`). Answering it clears
// these from the address, so the invitation is not asked again.
export type InviteTarget =
  | { kind: 'invite'; token: string }
  | { kind: 'transfer'; token: string }
  | { kind: 'commentator'; matchId: number; instance: number };

/** Closing the modal: stay on (or go to) the tournament's page, or go home. */
export type InviteClose = (to: 'tournament' | 'home') => void;

export const INVITE_PARAMS = ['invite_token', 'transfer_token', 'match', 'commentator'] as const;

const TOKEN = /^[A-Za-z0-9_-]{1,128}$/;
const ID = /^[1-9]\d{0,9}$/;

export function inviteTargetOf(query: URLSearchParams): InviteTarget | null {
  const invite = query.get('invite_token');
  if (invite !== null && TOKEN.test(invite)) return { kind: 'invite', token: invite };
  const transfer = query.get('transfer_token');
  if (transfer !== null && TOKEN.test(transfer)) return { kind: 'transfer', token: transfer };
  const match = query.get('match');
  const instance = query.get('commentator');
  if (match !== null && instance !== null && ID.test(match) && ID.test(instance))
    return { kind: 'commentator', matchId: Number(match), instance: Number(instance) };
  return null;
}

/** The page's query without the invitation: what the address becomes once it is answered. */
export function withoutInvite(query: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(query);
  for (const name of INVITE_PARAMS) rest.delete(name);
  return rest;
}
