// The tournament's banner (tournaments/{id}/banner/edit/): made here the first time, edited after
// (name, link, picture; a new one needs its picture); the page shows it once saved.
import { Center, Group, Stack, Text, TextInput } from '@mantine/core';
import type { Tournament } from '@clutch/contract/tournaments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraIcon } from '../../../../components/ui/action-icons';
import { PictureField } from '../../../../components/people/picture-field';
import { describeError } from '../../../../lib/api-error';
import { showToast } from '../../../../lib/toast';
import { useSaveShowcaseBanner } from '../../api/showcase';
import type { ShowcaseBannerDraft } from '../../showcase-payload';
import { SaveFoot } from './organiser-rows';

/** The side of the square a banner's picture is kept at, as the banners page keeps it. */
const BANNER_PICTURE_SIZE = 600;

function usePictureTexts() {
  const { t } = useTranslation();
  return {
    label: t('banners.form.picture'),
    choose: t('banners.form.choosePicture'),
    change: t('banners.form.changePicture'),
    formats: t('banners.form.pictureFormats'),
    title: t('banners.form.cropTitle'),
    hint: t('banners.form.cropHint'),
    save: t('banners.form.cropSave'),
  };
}

export function ShowcaseBanner({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation();
  const texts = usePictureTexts();
  const banner = tournament.banner;
  const [draft, setDraft] = useState<ShowcaseBannerDraft>({
    name: banner?.name ?? '',
    link: banner?.link ?? '',
    image: banner?.image ?? null,
  });
  const save = useSaveShowcaseBanner(tournament.id, banner?.id ?? null, () =>
    showToast(t('tournamentOrganiser.prizes.bannerSaved'), 'success'),
  );
  const [isPictureMissing, setPictureMissing] = useState(false);
  const failure = isPictureMissing
    ? t('banners.form.pictureRequired')
    : save.isError
      ? (describeError(save.error) ?? t('tournamentOrganiser.prizes.failed'))
      : null;
  return (
    <Stack
      gap="xs"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        // The server makes a banner only with a picture; say so before asking it.
        const isMissing = banner === null && draft.image === null;
        setPictureMissing(isMissing);
        if (!isMissing) save.mutate(draft);
      }}
    >
      <Text fw={700} fz="sm">
        {t('tournamentOrganiser.prizes.banner')}
      </Text>
      {banner === null ? (
        <Text fz="xs" c="dimmed">
          {t('tournamentOrganiser.prizes.noBanner')}
        </Text>
      ) : null}
      <Group gap="sm" grow wrap="wrap" align="flex-start">
        <TextInput
          label={t('tournamentOrganiser.prizes.bannerName')}
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
          maxLength={100}
          miw={180}
        />
        <TextInput
          label={t('tournamentOrganiser.prizes.bannerLink')}
          placeholder="https://"
          value={draft.link}
          onChange={(event) => setDraft({ ...draft, link: event.currentTarget.value })}
          maxLength={2048}
          miw={180}
        />
      </Group>
      <PictureField
        value={draft.image}
        onChange={(file) => setDraft({ ...draft, image: file })}
        size={BANNER_PICTURE_SIZE}
        texts={texts}
        placeholder={
          <Center w={72} h={72} bg="dark.5" c="dark.2" style={{ borderRadius: 8 }}>
            <CameraIcon size={24} />
          </Center>
        }
      />
      <SaveFoot
        failure={failure}
        isPending={save.isPending}
        label={t('tournamentOrganiser.prizes.saveBanner')}
      />
    </Stack>
  );
}
