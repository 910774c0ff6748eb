// The jar list's filters: whose (own profile: mine or everyone's), status, type and words in the
// title or the description.
import { Group, SegmentedControl, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { JarStatus } from '@clutch/contract/jars';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../../components/ui/action-icons';
import { JAR_STATUS_CHOICES, JAR_TYPE_CHOICES } from '../jar-labels';

export type JarScope = 'mine' | 'all';

export interface JarFilterValues {
  scope: JarScope;
  status: JarStatus | null;
  jarType: number | null;
  title: string;
  description: string;
}

export const NO_JAR_FILTERS: JarFilterValues = {
  scope: 'mine',
  status: null,
  jarType: null,
  title: '',
  description: '',
};

const ANY = 'any';

function isStatus(value: string): value is JarStatus {
  return JAR_STATUS_CHOICES.some((status) => status === value);
}

export function JarFilters({
  values,
  onChange,
  withScope,
}: {
  values: JarFilterValues;
  onChange: (values: JarFilterValues) => void;
  withScope: boolean;
}) {
  const { t } = useTranslation();
  const change = (changes: Partial<JarFilterValues>) => onChange({ ...values, ...changes });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
      {withScope ? (
        <Group gap={0} style={{ gridColumn: '1 / -1' }}>
          <SegmentedControl
            aria-label={t('jars.filters.scope')}
            value={values.scope}
            onChange={(scope) => change({ scope: scope === 'all' ? 'all' : 'mine' })}
            data={[
              { value: 'mine', label: t('jars.filters.mine') },
              { value: 'all', label: t('jars.filters.all') },
            ]}
          />
        </Group>
      ) : null}
      <TextInput
        label={t('jars.filters.title')}
        placeholder={t('jars.filters.searchPlaceholder')}
        leftSection={<SearchIcon size={14} />}
        value={values.title}
        onChange={(event) => change({ title: event.currentTarget.value })}
      />
      <TextInput
        label={t('jars.filters.description')}
        placeholder={t('jars.filters.searchPlaceholder')}
        leftSection={<SearchIcon size={14} />}
        value={values.description}
        onChange={(event) => change({ description: event.currentTarget.value })}
      />
      <Select
        label={t('jars.filters.status')}
        data={[
          { value: ANY, label: t('jars.filters.anyStatus') },
          ...JAR_STATUS_CHOICES.map((status) => ({
            value: status,
            label: t(`jars.statuses.${status}`),
          })),
        ]}
        value={values.status ?? ANY}
        onChange={(value) => change({ status: value !== null && isStatus(value) ? value : null })}
        allowDeselect={false}
      />
      <Select
        label={t('jars.filters.type')}
        data={[
          { value: ANY, label: t('jars.filters.anyType') },
          ...JAR_TYPE_CHOICES.map((choice) => ({
            value: String(choice.value),
            label: t(`jars.types.${choice.key}`),
          })),
        ]}
        value={values.jarType === null ? ANY : String(values.jarType)}
        onChange={(value) =>
          change({ jarType: value === null || value === ANY ? null : Number(value) })
        }
        allowDeselect={false}
      />
    </SimpleGrid>
  );
}
