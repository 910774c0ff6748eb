// The main links. Everyone: home and the quick match / tournament switch between the two public
// lists. Members also: teams and the wallet, and in the phone menu their game page (ratings) and
// profile. The header shows them in a row (the switch as one pill of two links), the phone menu as a
// list with icons. No link leads to a placeholder.
import { Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import {
  BoltIcon,
  GamepadIcon,
  GemIcon,
  HomeIcon,
  TrophyIcon,
  UserIcon,
  UsersIcon,
} from '../../components/ui/icons';
import { splitLocalePath } from '../../lib/locale';
import { useLocalePath } from '../../lib/locale-navigation';
import classes from './app-header.module.css';

/** The spec's game page: the own profile's game tab. */
export const GAME_PAGE = '/profile/me/game/game';
export const OWN_PROFILE = '/profile/me/info/';
export const OWN_WALLET = '/profile/me/wallet';

interface Entry {
  to: string;
  label: string;
  icon: ReactNode;
  isEnd?: boolean;
}

interface Entries {
  home: Entry;
  /** The two lists the switch joins: quick matches, then tournaments. */
  play: [Entry, Entry];
  rest: Entry[];
}

/**
 * `row` is the desktop header (room for the destinations people look for first), `list` the phone
 * menu, which also has the game page and the profile the header reaches through its avatar.
 */
function useEntries(isMember: boolean, layout: 'row' | 'list'): Entries {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const rest: Entry[] = [];
  if (isMember) {
    rest.push(
      { to: localePath('/team'), label: t('nav.teams'), icon: <UsersIcon size={18} /> },
      { to: localePath(OWN_WALLET), label: t('nav.wallet'), icon: <GemIcon size={18} /> },
    );
  }
  if (isMember && layout === 'list') {
    rest.push(
      { to: localePath(GAME_PAGE), label: t('nav.games'), icon: <GamepadIcon size={18} /> },
      { to: localePath(OWN_PROFILE), label: t('nav.profile'), icon: <UserIcon size={18} /> },
    );
  }
  return {
    home: { to: localePath('/'), label: t('nav.home'), icon: <HomeIcon size={18} />, isEnd: true },
    play: [
      {
        to: localePath('/quick-matches'),
        label: t('nav.quickMatches'),
        icon: <BoltIcon size={18} />,
      },
      {
        to: localePath('/tournaments'),
        label: t('nav.tournaments'),
        icon: <TrophyIcon size={18} />,
      },
    ],
    rest,
  };
}

/** Quick matches | Tournaments: one pill, the current list filled (a lobby counts as its list). */
function PlaySwitch({ entries }: { entries: [Entry, Entry] }) {
  const { t } = useTranslation();
  const { path } = splitLocalePath(useLocation().pathname);
  const current = [
    path.startsWith('/quick-matches') || path.startsWith('/match'),
    path.startsWith('/tournaments'),
  ];
  return (
    <div role="group" aria-label={t('nav.play')} className={classes.switch}>
      {entries.map((entry, index) => (
        <Link
          key={entry.to}
          to={entry.to}
          className={classes.switchLink}
          aria-current={current[index] === true ? 'page' : undefined}
        >
          {entry.label}
        </Link>
      ))}
    </div>
  );
}

function RowLink({ entry }: { entry: Entry }) {
  return (
    <NavLink to={entry.to} end={entry.isEnd} className={classes.link}>
      {entry.label}
    </NavLink>
  );
}

export function NavRow({ isMember }: { isMember: boolean }) {
  const { t } = useTranslation();
  const { home, play, rest } = useEntries(isMember, 'row');
  return (
    <Group component="nav" aria-label={t('nav.main')} gap={4} wrap="nowrap">
      <RowLink entry={home} />
      <PlaySwitch entries={play} />
      {rest.map((entry) => (
        <RowLink key={entry.to} entry={entry} />
      ))}
    </Group>
  );
}

export function NavList({
  isMember,
  onNavigate,
  before,
}: {
  isMember: boolean;
  onNavigate: () => void;
  before?: ReactNode;
}) {
  const { t } = useTranslation();
  const { home, play, rest } = useEntries(isMember, 'list');
  return (
    <Stack component="nav" aria-label={t('nav.main')} gap={2}>
      {before}
      {[home, ...play, ...rest].map((entry) => (
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
