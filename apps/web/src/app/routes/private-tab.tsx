// What a profile tab that only its owner may see shows on someone else's profile: a lock, whose it
// is, and a way to one's own.
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { LockIcon } from '../../components/ui/action-icons';
import { StatusPanel } from '../../components/ui/status-panel';
import { useLocalePath } from '../../lib/locale-navigation';

export function PrivateTab({
  tab,
  title,
  text,
  action,
}: {
  /** The tab's path under /profile/me/. */
  tab: string;
  title: string;
  text: string;
  action: string;
}) {
  const localePath = useLocalePath();
  return (
    <StatusPanel icon={<LockIcon size={30} />} level={2} title={title} text={text}>
      <Button component={Link} to={localePath(`/profile/me/${tab}`)} variant="light">
        {action}
      </Button>
    </StatusPanel>
  );
}
