// The profile's sections as a row of links (wrapping onto a second line on a wide screen, scrolling
// sideways on a phone with the open one kept in view): info and friends for everyone, settings on the own profile, and the areas later issues build, marked "soon".
import { Badge } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
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

/** Scrolls a sideways-scrolling row so its open tab shows whole; the page itself does not move. */
export function scrollOpenTabIntoView(nav: HTMLElement | null): void {
  const open = nav?.querySelector<HTMLElement>('[aria-current="page"]');
  if (nav === null || open === null || open === undefined) return;
  const row = nav.getBoundingClientRect();
  const tab = open.getBoundingClientRect();
  // Whole pixels outward, so a tab at a fractional position ends fully inside the row.
  if (tab.left < row.left) nav.scrollLeft -= Math.ceil(row.left - tab.left);
  else if (tab.right > row.right) nav.scrollLeft += Math.ceil(tab.right - row.right);
}

/** `profileSegment` is the id as the address has it: "me" or a number. */
export function ProfileTabs({ profileSegment, isOwn }: { profileSegment: string; isOwn: boolean }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => scrollOpenTabIntoView(nav.current), [pathname]);
  return (
    <nav ref={nav} aria-label={t('profile.sections')} className={classes.nav}>
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
