// The profile's sections as a row of links (scrolling sideways on a phone): info and friends for
// everyone, settings on the own profile, and the areas later issues build, marked "soon".
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLocalePath } from '../../../lib/locale-navigation';
import classes from './profile-tabs.module.css';

type TabKey =
  | 'info'
  | 'friends'
  | 'calendar'
  | 'statistics'
  | 'teams'
  | 'wallet'
  | 'jars'
  | 'banners'
  | 'reports'
  | 'game'
  | 'settings';

interface Tab {
  key: TabKey;
  path: string;
  isSoon: boolean;
}

const tab = (key: TabKey, path: string = key, isSoon = false): Tab => ({ key, path, isSoon });

export function profileTabs(isOwn: boolean): Tab[] {
  return isOwn
    ? [
        tab('info'),
        tab('friends'),
        tab('calendar'),
        tab('statistics'),
        tab('teams'),
        tab('wallet'),
        tab('jars'),
        tab('banners'),
        tab('reports'),
        tab('game'),
        tab('settings'),
      ]
    : [tab('info'), tab('friends'), tab('statistics'), tab('teams'), tab('jars')];
}

/** `profileSegment` is the id as the address has it: "me" or a number. */
export function ProfileTabs({ profileSegment, isOwn }: { profileSegment: string; isOwn: boolean }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <nav aria-label={t('profile.sections')} className={classes.nav}>
      {profileTabs(isOwn).map((item) => (
        <NavLink
          key={item.key}
          to={localePath(`/profile/${profileSegment}/${item.path}`)}
          className={`${classes.tab ?? ''} ${item.isSoon ? (classes.soon ?? '') : ''}`}
        >
          {t(`profile.tabs.${item.key}`)}
          {item.isSoon ? (
            <Badge size="xs" variant="light" color="gray">
              {t('profile.soon')}
            </Badge>
          ) : null}
        </NavLink>
      ))}
    </nav>
  );
}
