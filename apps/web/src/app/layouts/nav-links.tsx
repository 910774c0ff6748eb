// The signed-in user's main links: home, the game page and teams. The header shows them in a row,
// the phone menu as a list with icons.
import { Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { GamepadIcon, HomeIcon, UserIcon, UsersIcon } from '../../components/ui/icons';
import { useLocalePath } from '../../lib/locale-navigation';
import classes from './app-header.module.css';

/** The spec's game page: the own profile's game tab. */
export const GAME_PAGE = '/profile/me/game/game';
export const OWN_PROFILE = '/profile/me/info/';

interface Entry {
  to: string;
  label: string;
  icon: ReactNode;
  isEnd?: boolean;
}

function useEntries(withProfile: boolean): Entry[] {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const entries: Entry[] = [
    { to: localePath('/'), label: t('nav.home'), icon: <HomeIcon size={18} />, isEnd: true },
    { to: localePath(GAME_PAGE), label: t('nav.games'), icon: <GamepadIcon size={18} /> },
    { to: localePath('/team'), label: t('nav.teams'), icon: <UsersIcon size={18} /> },
  ];
  if (withProfile) {
    entries.push({
      to: localePath(OWN_PROFILE),
      label: t('nav.profile'),
      icon: <UserIcon size={18} />,
    });
  }
  return entries;
}

export function NavRow() {
  const { t } = useTranslation();
  return (
    <Group component="nav" aria-label={t('nav.main')} gap={4} wrap="nowrap">
      {useEntries(false).map((entry) => (
        <NavLink key={entry.to} to={entry.to} end={entry.isEnd} className={classes.link}>
          {entry.label}
        </NavLink>
      ))}
    </Group>
  );
}

export function NavList({ onNavigate, before }: { onNavigate: () => void; before?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack component="nav" aria-label={t('nav.main')} gap={2}>
      {before}
      {useEntries(true).map((entry) => (
        <NavLink
          key={entry.to}
          to={entry.to}
          end={entry.isEnd}
          className={`${classes.link ?? ''} ${classes.listLink ?? ''}`}
          onClick={onNavigate}
        >
          {entry.icon}
          <span>{entry.label}</span>
        </NavLink>
      ))}
    </Stack>
  );
}
