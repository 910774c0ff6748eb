// What a signed-in person without a console section sees at /operator: a clear "staff only" page.
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WarningIcon } from '../../../components/ui/icons';
import { StatusPanel } from '../../../components/ui/status-panel';
import { useLocalePath } from '../../../lib/locale-navigation';

export function StaffOnly() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <StatusPanel
      icon={<WarningIcon size={28} />}
      kicker="403"
      color="orange"
      title={t('operator.staffOnly.title')}
      text={t('operator.staffOnly.text')}
    >
      <Button component={Link} to={localePath('/')}>
        {t('operator.staffOnly.action')}
      </Button>
    </StatusPanel>
  );
}
