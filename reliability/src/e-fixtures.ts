// E1 and E2's shared pieces: the owner's team (its logo is one of the fields on trial), a read of
// one field of an answer hostile input may have shaped oddly, and a suffix for names kept unique.
import { randomBytes } from 'node:crypto';
import { api, expectStatus, type Player } from './api-client.js';

/** The field when the body is an object, else undefined: an odd answer is judged, not thrown. */
export const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? Reflect.get(body, name) : undefined;

/** Six hex characters, for team, jar and banner names the server wants unique. */
export const suffix = () => randomBytes(3).toString('hex');

/** A team the owner leads; answers its id. */
export async function createTeam(origin: string, owner: Player, name: string): Promise<number> {
  const answer = await api(origin, '/api/team/', {
    method: 'POST',
    token: owner.tokens.access,
    body: { name },
  });
  return Number(field(expectStatus('team', answer, 201).body, 'id'));
}
