// The user's banners, three at a time: each with its picture, name, link and whether others see it,
// and edit and delete buttons; a new banner opens the form.
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Pagination,
  Stack,
  Text,
} from '@mantine/core';
import { BANNERS_PER_PAGE, type Banner } from '@clutch/contract/banners';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PencilIcon, TrashIcon } from '../../../components/ui/action-icons';
import { ListStatus } from '../../../components/ui/list-status';
import { FIRST_PAGE } from '../../../lib/paged-list';
import { showToast } from '../../../lib/toast';
import { myBannersQueryOptions, useDeleteBanner } from '../api/banners';
import { draftOf, EMPTY_BANNER_DRAFT, type BannerDraft } from '../banner-draft';
import { BannerFormModal } from './banner-form-modal';
import { BannerPicture } from './banner-picture';
import { Panel } from '../../../components/ui/panel';

function BannerRow({
  banner,
  onEdit,
  onDelete,
}: {
  banner: Banner;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const name = banner.name === '' ? t('banners.unnamed') : banner.name;
  return (
    <Group
      component="li"
      gap="sm"
      py={8}
      wrap="nowrap"
      style={{ listStyle: 'none' }}
      data-testid="banner-row"
    >
      <BannerPicture src={banner.image} size={64} />
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <Group gap={6} wrap="nowrap">
          <Text fw={700} truncate>
            {name}
          </Text>
          <Badge size="xs" variant="light" color={banner.allow_show ? 'teal' : 'gray'}>
            {banner.allow_show ? t('banners.visible') : t('banners.hidden')}
          </Badge>
        </Group>
        {banner.link === '' ? (
          <Text fz="xs" c="dimmed">
            {t('banners.noLink')}
          </Text>
        ) : (
          <Anchor href={banner.link} target="_blank" rel="noopener noreferrer" fz="xs" truncate>
            {banner.link}
          </Anchor>
        )}
      </Stack>
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('banners.editName', { name })}
          onClick={onEdit}
        >
          <PencilIcon size={16} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('banners.deleteName', { name })}
          onClick={onDelete}
        >
          <TrashIcon size={16} />
        </ActionIcon>
      </Group>
    </Group>
  );
}

export function BannerManager({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(FIRST_PAGE);
  const [draft, setDraft] = useState<BannerDraft | null>(null);
  const banners = useQuery(myBannersQueryOptions(userId, page));
  const remove = useDeleteBanner(() => showToast(t('banners.deleted'), 'success'));
  const items = banners.data?.results ?? [];
  const pages = Math.max(1, Math.ceil((banners.data?.count ?? 0) / BANNERS_PER_PAGE));
  return (
    <Panel
      title={t('banners.title')}
      controls={
        <Button size="sm" onClick={() => setDraft(EMPTY_BANNER_DRAFT)}>
          {t('banners.create')}
        </Button>
      }
    >
      <Text fz="sm" c="dimmed">
        {t('banners.subtitle')}
      </Text>
      <ListStatus
        isPending={banners.isPending}
        isError={banners.isError}
        isEmpty={items.length === 0}
        emptyText={t('banners.empty')}
        onRetry={() => void banners.refetch()}
      >
        <Stack component="ul" gap={0} p={0} m={0} aria-label={t('banners.list')}>
          {items.map((banner) => (
            <BannerRow
              key={banner.id}
              banner={banner}
              onEdit={() => setDraft(draftOf(banner))}
              onDelete={() => remove.mutate(banner)}
            />
          ))}
        </Stack>
      </ListStatus>
      {pages > 1 ? (
        <Center>
          <Pagination
            size="sm"
            total={pages}
            value={Math.min(page, pages)}
            onChange={setPage}
            getControlProps={(control) => ({
              'aria-label': control === 'previous' ? t('common.previous') : t('common.next'),
            })}
          />
        </Center>
      ) : null}
      <BannerFormModal draft={draft} onClose={() => setDraft(null)} />
    </Panel>
  );
}
