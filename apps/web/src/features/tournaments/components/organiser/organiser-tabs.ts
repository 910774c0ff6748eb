// Which organiser tabs a tournament has: applications only where the organiser confirms them, the
// rest always. Invitations, jars and banner, and ownership stop making sense once it is over (the
// server refuses jar and banner edits then too).
import type { Tournament } from '@clutch/contract/tournaments';

export const ORGANISER_TABS = ['applications', 'bans', 'invites', 'prizes', 'ownership'] as const;
export type OrganiserTab = (typeof ORGANISER_TABS)[number];

export function organiserTabs(
  tournament: Pick<Tournament, 'applications' | 'status'>,
): OrganiserTab[] {
  const isOver = tournament.status === 'finished' || tournament.status === 'cancelled';
  return ORGANISER_TABS.filter((tab) => {
    if (tab === 'applications') return tournament.applications;
    if (tab === 'invites' || tab === 'ownership' || tab === 'prizes') return !isOver;
    return true;
  });
}
