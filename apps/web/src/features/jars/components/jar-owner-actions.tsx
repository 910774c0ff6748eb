// The creator's buttons on a jar's page: edit, delete (only while it never took a donation: a jar
// holding crystals is broken instead) and break (its crystals go to the creator, after a question).
import { Button, Group, Tooltip } from '@mantine/core';
import type { Jar } from '@clutch/contract/jars';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PencilIcon, TrashIcon } from '../../../components/ui/action-icons';
import { useFormatCrystals } from '../../../lib/crystals';
import { showToast } from '../../../lib/toast';
import { useBreakJar, useDeleteJar } from '../api/jars';
import { EditJarModal } from './jar-form-modal';

export function JarOwnerActions({ jar, onDeleted }: { jar: Jar; onDeleted: () => void }) {
  const { t } = useTranslation();
  const crystals = useFormatCrystals();
  const [isEditing, setEditing] = useState(false);
  const remove = useDeleteJar(() => {
    showToast(t('jars.owner.deleted'), 'success');
    onDeleted();
  });
  const breakJar = useBreakJar(() =>
    showToast(t('jars.owner.broken', { amount: crystals(jar.current_amount) }), 'success'),
  );
  const isBroken = jar.status === 'broken';
  const canDelete = jar.current_amount === 0 && jar.donations_count === 0;
  return (
    <Group gap="xs">
      <Button
        variant="default"
        size="sm"
        leftSection={<PencilIcon size={16} />}
        disabled={isBroken}
        onClick={() => setEditing(true)}
      >
        {t('jars.owner.edit')}
      </Button>
      <Button
        color="clutch"
        size="sm"
        disabled={isBroken}
        loading={breakJar.isPending}
        onClick={() => breakJar.mutate({ jar, amountText: crystals(jar.current_amount) })}
      >
        {t('jars.owner.break')}
      </Button>
      <Tooltip label={t('jars.owner.deleteBlocked')} disabled={canDelete} withArrow>
        {/* A disabled button takes no pointer events; the wrapper keeps the tooltip working. */}
        <span>
          <Button
            color="red"
            variant="light"
            size="sm"
            leftSection={<TrashIcon size={16} />}
            disabled={!canDelete}
            loading={remove.isPending}
            onClick={() => remove.mutate(jar)}
          >
            {t('jars.owner.delete')}
          </Button>
        </span>
      </Tooltip>
      <EditJarModal jar={jar} opened={isEditing} onClose={() => setEditing(false)} />
    </Group>
  );
}
