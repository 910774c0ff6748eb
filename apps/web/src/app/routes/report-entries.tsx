// Where the app offers "Report" on pages features build: whom each page lets the viewer report
// (never themselves), put together here because the people come from one feature and the dialog
// from another. The profile page and the chat's member list open the dialog themselves.
import type { MatchStatistics } from '@clutch/contract/quickmatch';
import type { Tournament } from '@clutch/contract/tournaments';
import { USER_TYPES } from '@clutch/contract/tournaments';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReportCandidate } from '../../components/report/report-entry';
import { ReportButton } from '../../features/reports/components/report-button';
import { MyReports } from '../../features/reports/components/my-reports';
import { participantsQueryOptions } from '../../features/tournaments/api/registration';
import { PrivateTab } from './private-tab';
import { useProfileTarget } from './profile-target';

function others(people: readonly ReportCandidate[], meId: number): ReportCandidate[] {
  const seen = new Set<number>([meId]);
  return people.filter((person) => {
    if (seen.has(person.id)) return false;
    seen.add(person.id);
    return true;
  });
}

/** A quick match's statistics: its players may report each other, the match preset. */
export function MatchReportEntry({ stats, meId }: { stats: MatchStatistics; meId: number }) {
  const { t } = useTranslation();
  const players = stats.players.map((player) => player.user);
  if (!players.some((player) => player.id === meId)) return null;
  return (
    <ReportButton
      label={t('reports.reportPlayer')}
      request={{ candidates: others(players, meId), afterMatch: { id: stats.id, kind: 'quick' } }}
    />
  );
}

/** A tournament's page: its organiser, or a player of the first page of participants. */
export function TournamentReportEntry({
  tournament,
  meId,
}: {
  tournament: Tournament;
  meId: number;
}) {
  const participants = useQuery(participantsQueryOptions(tournament.id, USER_TYPES.player, '', 1));
  const players = (participants.data?.results ?? []).flatMap((participant) =>
    participant.user === null
      ? participant.roster.map((member) => member.user)
      : [participant.user],
  );
  return (
    <ReportButton request={{ candidates: others([tournament.created_by, ...players], meId) }} />
  );
}

/** /profile/me/reports: the reports the signed-in user sent; private to them. */
export function ProfileReportsRoute() {
  const { t } = useTranslation();
  const { profile, isOwn } = useProfileTarget();
  if (!isOwn)
    return (
      <PrivateTab
        tab="reports"
        title={t('reports.mine.notYoursTitle')}
        text={t('reports.mine.notYoursText', { name: profile.username })}
        action={t('reports.mine.toOwn')}
      />
    );
  return <MyReports />;
}
