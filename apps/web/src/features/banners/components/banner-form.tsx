// The banner form of creating and editing: name, link (a web address), whether others may see it,
// and its picture cropped in the shared dialog (required for a new banner). What is sent follows
// spec 1 section 5 (banner-draft.ts).
import { Button, Group, Stack, Switch, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error';
import { PictureField } from '../../../components/people/picture-field';
import { describeError } from '../../../lib/api-error';
import { isLinkAccepted, type BannerDraft } from '../banner-draft';
import { BannerPicture } from './banner-picture';

/** The side of the square a banner's picture is kept at. */
export const BANNER_PICTURE_SIZE = 600;

function useBannerTexts() {
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

function problemOf(draft: BannerDraft) {
  if (draft.id === null && draft.image === null) return 'banners.form.pictureRequired' as const;
  if (!isLinkAccepted(draft.link)) return 'banners.form.linkInvalid' as const;
  return null;
}

export function BannerForm({
  initial,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  initial: BannerDraft;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (draft: BannerDraft) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const texts = useBannerTexts();
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const change = (changes: Partial<BannerDraft>) =>
    setDraft((current) => ({ ...current, ...changes }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const key = problemOf(draft);
    setProblem(key === null ? null : t(key));
    if (key === null) onSubmit(draft);
  };
  const failure =
    error === null || error === undefined ? null : (describeError(error) ?? t('notify.error'));
  return (
    <Stack component="form" gap="sm" onSubmit={submit}>
      <TextInput
        label={t('banners.form.name')}
        placeholder={t('banners.form.namePlaceholder')}
        value={draft.name}
        onChange={(event) => change({ name: event.currentTarget.value })}
        maxLength={100}
      />
      <TextInput
        label={t('banners.form.link')}
        placeholder="https://"
        type="url"
        value={draft.link}
        onChange={(event) => change({ link: event.currentTarget.value })}
        maxLength={2048}
      />
      <Switch
        label={t('banners.form.allowShow')}
        description={t('banners.form.allowShowHint')}
        checked={draft.allowShow}
        onChange={(event) => change({ allowShow: event.currentTarget.checked })}
      />
      <PictureField
        value={draft.image}
        onChange={(file) => change({ image: file })}
        size={BANNER_PICTURE_SIZE}
        texts={texts}
        placeholder={<BannerPicture src={null} size={72} />}
      />
      <FormError message={problem ?? failure} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
