// Which organiser tabs a tournament has: applications only where the organiser confirms them, the
// rest always. Ownership and invitations stop making sense once the tournament is over.
import type { Tournament } from '@clutch/contract/tournaments';

export const ORGANISER_TABS = ['applications', 'bans', 'invites', 'ownership'] as const;
export type OrganiserTab = (typeof ORGANISER_TABS)[number];

export function organiserTabs(
  tournament: Pick<Tournament, 'applications' | 'status'>,
): OrganiserTab[] {
  const isOver = tournament.status === 'finished' || tournament.status === 'cancelled';
  return ORGANISER_TABS.filter((tab) => {
    if (tab === 'applications') return tournament.applications;
    if (tab === 'invites' || tab === 'ownership') return !isOver;
    return true;
  });
}
