// The team's sections as links: overview and players for everyone, settings for the leader, voting
// while a captain vote is open (with its countdown). On a phone they become a bar of icons.
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLocalePath } from '../../../lib/locale-navigation';
import type { TeamTab } from '../team-access';
import { TeamTabIcon } from './team-tab-icons';
import classes from './team-tabs.module.css';

export function TeamTabs({
  teamId,
  tabs,
  countdown,
}: {
  teamId: number;
  tabs: readonly TeamTab[];
  /** The vote's time left, shown beside the voting tab. */
  countdown?: string;
}) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <nav aria-label={t('teams.sections')} className={classes.nav}>
      {tabs.map((tab) => (
        <NavLink
          key={tab}
          to={localePath(`/team/${String(teamId)}/${tab}`)}
          className={classes.tab}
          title={t(`teams.tabs.${tab}`)}
        >
          <TeamTabIcon tab={tab} />
          <span className={classes.label}>{t(`teams.tabs.${tab}`)}</span>
          {tab === 'voting' && countdown !== undefined ? (
            <Badge size="xs" variant="light" color="clutch" className={classes.label}>
              {countdown}
            </Badge>
          ) : null}
        </NavLink>
      ))}
    </nav>
  );
}
