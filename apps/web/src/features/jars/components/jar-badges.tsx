// A jar's type and status as two small badges.
import { Badge, Group } from '@mantine/core';
import type { Jar } from '@clutch/contract/jars';
import { useTranslation } from 'react-i18next';
import { isPrizeJar, jarTypeKey, STATUS_COLOR } from '../jar-labels';

export function JarBadges({ jar }: { jar: Pick<Jar, 'jar_type' | 'status'> }) {
  const { t } = useTranslation();
  return (
    <Group gap={6}>
      <Badge variant="light" color={isPrizeJar(jar.jar_type) ? 'yellow' : 'blue'} radius="sm">
        {t(`jars.types.${jarTypeKey(jar.jar_type)}`)}
      </Badge>
      <Badge variant="dot" color={STATUS_COLOR[jar.status]} radius="sm">
        {t(`jars.statuses.${jar.status}`)}
      </Badge>
    </Group>
  );
}
