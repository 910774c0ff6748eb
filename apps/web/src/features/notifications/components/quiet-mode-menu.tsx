// The panel's sound menu: the current state (sound on, muted until a time, muted forever) on the
// button, and the choices that set quiet mode for 1 hour, 3 hours, 24 hours, 7 days or forever, or
// turn the sound back on.
import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TickIcon, VolumeIcon, VolumeOffIcon } from '../../../components/ui/action-icons';
import { formatDateTime } from '../../../lib/format';
import { QUIET_OPTIONS, quietStatus, type QuietModeValue } from '../quiet-mode';

interface QuietModeMenuProps {
  quietModeTo: string | null;
  isSaving: boolean;
  onChoose: (value: QuietModeValue | null) => void;
}

export function QuietModeMenu({ quietModeTo, isSaving, onChoose }: QuietModeMenuProps) {
  const { t } = useTranslation();
  const status = quietStatus(quietModeTo, new Date());
  const label =
    status.kind === 'off'
      ? t('notifications.quiet.soundOn')
      : status.kind === 'forever'
        ? t('notifications.quiet.mutedForever')
        : t('notifications.quiet.mutedUntil', { date: formatDateTime(status.until) });
  return (
    <Menu position="bottom-end" withinPortal shadow="lg" width={240}>
      <Menu.Target>
        <Button
          variant="default"
          size="xs"
          loading={isSaving}
          leftSection={
            status.kind === 'off' ? <VolumeIcon size={16} /> : <VolumeOffIcon size={16} />
          }
          aria-label={t('notifications.quiet.menu', { state: label })}
          maw="100%"
        >
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{label}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('notifications.quiet.title')}</Menu.Label>
        {QUIET_OPTIONS.map((option) => (
          <Menu.Item key={option.label} onClick={() => onChoose(option.value)}>
            {t(`notifications.quiet.options.${option.label}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          leftSection={status.kind === 'off' ? <TickIcon size={14} /> : <VolumeIcon size={14} />}
          disabled={status.kind === 'off'}
          onClick={() => onChoose(null)}
        >
          {t('notifications.quiet.turnOn')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
