// A page of jars (8 at a time) with the filters above and pages below. On the own profile the viewer
// picks their jars or everyone's and may create one; another profile shows that user's jars.
import { Button, Center, Group, Pagination, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { JARS_PER_PAGE, type Jar } from '@clutch/contract/jars';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListStatus } from '../../../components/ui/list-status';
import { FIRST_PAGE } from '../../../lib/paged-list';
import { jarListQueryOptions, type JarFilters as Filters } from '../api/jars';
import { JarCard } from './jar-card';
import { JarFilters, NO_JAR_FILTERS, type JarFilterValues } from './jar-filters';
import { CreateJarModal } from './jar-form-modal';

/** Typing pauses this long before the search goes out. */
const SEARCH_PAUSE_MS = 300;

function toQuery(values: JarFilterValues, ownerId: number, isOwn: boolean): Filters {
  const createdBy = !isOwn || values.scope === 'mine' ? ownerId : undefined;
  return {
    ...(createdBy === undefined ? {} : { createdBy }),
    ...(values.status === null ? {} : { status: values.status }),
    ...(values.jarType === null ? {} : { jarType: values.jarType }),
    titleSearch: values.title,
    descriptionSearch: values.description,
  };
}

export function JarsBrowser({
  ownerId,
  ownerName,
  isOwn,
  onCreated,
}: {
  /** Whose profile the list is on. */
  ownerId: number;
  ownerName: string;
  isOwn: boolean;
  onCreated: (jar: Jar) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [values, setValues] = useState(NO_JAR_FILTERS);
  const [page, setPage] = useState(FIRST_PAGE);
  const [isCreating, setCreating] = useState(false);
  const [debounced] = useDebouncedValue(values, SEARCH_PAUSE_MS);
  const jars = useQuery(jarListQueryOptions(toQuery(debounced, ownerId, isOwn), page));
  const items = jars.data?.results ?? [];
  const pages = Math.max(1, Math.ceil((jars.data?.count ?? 0) / JARS_PER_PAGE));
  const filter = (next: JarFilterValues) => {
    setValues(next);
    setPage(FIRST_PAGE);
  };
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="h3" id={headingId}>
            {isOwn ? t('jars.list.titleOwn') : t('jars.list.title', { name: ownerName })}
          </Title>
          <Text c="dimmed" fz="sm">
            {t('jars.list.subtitle')}
          </Text>
        </Stack>
        {isOwn ? <Button onClick={() => setCreating(true)}>{t('jars.list.create')}</Button> : null}
      </Group>
      <JarFilters values={values} onChange={filter} withScope={isOwn} />
      <ListStatus
        isPending={jars.isPending}
        isError={jars.isError}
        isEmpty={items.length === 0}
        emptyText={t('jars.list.empty')}
        onRetry={() => void jars.refetch()}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          {items.map((jar) => (
            <JarCard key={jar.id} jar={jar} />
          ))}
        </SimpleGrid>
      </ListStatus>
      {pages > 1 ? (
        <Center>
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({
              'aria-label': control === 'previous' ? t('common.previous') : t('common.next'),
            })}
          />
        </Center>
      ) : null}
      <CreateJarModal
        opened={isCreating}
        onClose={() => setCreating(false)}
        onCreated={(jar) => {
          setCreating(false);
          onCreated(jar);
        }}
      />
    </Stack>
  );
}
