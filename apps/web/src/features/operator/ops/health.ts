// The health badges of the infrastructure tables: a CS2 server by its pool state (benched after a
// failed health check, draining, or active), a Dota bot by whether its socket is connected (its
// last_seen_at moves only when it connects or drops, so it is shown as a time, not judged).
import type { OpsCs2Server, OpsDotaBot } from '@clutch/contract/operator-ops';

export type Health = 'healthy' | 'draining' | 'unhealthy' | 'offline';

export const HEALTH_COLOURS: Record<Health, string> = {
  healthy: 'teal',
  draining: 'yellow',
  unhealthy: 'red',
  offline: 'gray',
};

export function serverHealth(server: Pick<OpsCs2Server, 'status'>): Health {
  return server.status === 'active' ? 'healthy' : server.status;
}

export function botHealth(bot: Pick<OpsDotaBot, 'is_connected'>): Health {
  return bot.is_connected ? 'healthy' : 'offline';
}

/** "quickmatch #5 · match 12 (live)": what a host is busy with. */
export function hostedLine(match: OpsCs2Server['current_match']): string | null {
  if (match === null) return null;
  return `${match.owner_kind} #${String(match.owner_id)} · ${String(match.match_id)} (${match.status})`;
}
