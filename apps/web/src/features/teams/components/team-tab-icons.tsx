// The icons of the team tabs, which stand alone on a phone (the tab's name stays for screen readers).
import { Icon } from '../../../components/ui/icons';
import type { TeamTab } from '../team-access';

export function TeamTabIcon({ tab, size = 18 }: { tab: TeamTab; size?: number }) {
  switch (tab) {
    case 'overview':
      return (
        <Icon size={size}>
          <path d="M3 12 12 3l9 9" />
          <path d="M5 10v10h14V10" />
        </Icon>
      );
    case 'players':
      return (
        <Icon size={size}>
          <circle cx="9" cy="8" r="3" />
          <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6" />
          <path d="M16 5a3 3 0 0 1 0 6M21 20c0-2.6-1.6-4.8-4-5.6" />
        </Icon>
      );
    case 'settings':
      return (
        <Icon size={size}>
          <circle cx="12" cy="12" r="3" />
          <path d="M12 2v3M12 19v3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1 7 17M17 7l2.1-2.1" />
        </Icon>
      );
    case 'voting':
      return (
        <Icon size={size}>
          <path d="M4 13h16v7H4z" />
          <path d="m8 10 3 3 5-6" />
        </Icon>
      );
  }
}
