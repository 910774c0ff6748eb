// The jar form of creating and editing (own jars and team jars): title, description, type, a target
// or unlimited, and a picture cropped in the shared dialog. What is sent follows spec 1 section 5
// (jar-draft.ts); the amount is checked here first so a typo never costs a round trip.
import { Button, Group, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error';
import { GemIcon } from '../../../components/ui/icons';
import { PictureField } from '../../../components/people/picture-field';
import { describeError } from '../../../lib/api-error';
import { readAmount } from '../../../lib/crystals';
import type { JarDraft } from '../jar-draft';
import { JAR_TYPE_CHOICES } from '../jar-labels';
import { JarPicture } from './jar-picture';

/** The side of the square a jar's picture is kept at. */
export const JAR_PICTURE_SIZE = 512;

interface JarFormProps {
  initial: JarDraft;
  /** A new jar needs a title; an edit leaves an emptied field as it was. */
  isNew: boolean;
  submitLabel: string;
  pending: boolean;
  /** The last failed save (null when none). */
  error: unknown;
  onSubmit: (draft: JarDraft) => void;
  onCancel?: () => void;
}

function useJarTexts() {
  const { t } = useTranslation();
  return {
    label: t('jars.form.picture'),
    choose: t('jars.form.choosePicture'),
    change: t('jars.form.changePicture'),
    formats: t('jars.form.pictureFormats'),
    title: t('jars.form.cropTitle'),
    hint: t('jars.form.cropHint'),
    save: t('jars.form.cropSave'),
  };
}

/** The first thing wrong with the draft, as a text key, or null when it may be sent. */
function problemOf(draft: JarDraft, isNew: boolean) {
  if (isNew && draft.title.trim() === '') return 'jars.form.titleRequired' as const;
  if (draft.isUnlimited) return null;
  const target = readAmount(draft.targetAmount);
  if (target.problem === 'empty') return isNew ? ('jars.form.targetRequired' as const) : null;
  return target.problem === null ? null : ('jars.form.targetInvalid' as const);
}

export function JarForm({
  initial,
  isNew,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: JarFormProps) {
  const { t } = useTranslation();
  const texts = useJarTexts();
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const change = (changes: Partial<JarDraft>) =>
    setDraft((current) => ({ ...current, ...changes }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const key = problemOf(draft, isNew);
    setProblem(key === null ? null : t(key));
    if (key === null) onSubmit(draft);
  };
  const failure =
    error === null || error === undefined ? null : (describeError(error) ?? t('notify.error'));
  return (
    <Stack component="form" gap="sm" onSubmit={submit}>
      <TextInput
        label={t('jars.form.title')}
        placeholder={t('jars.form.titlePlaceholder')}
        value={draft.title}
        onChange={(event) => change({ title: event.currentTarget.value })}
        maxLength={100}
        withAsterisk={isNew}
      />
      <Textarea
        label={t('jars.form.description')}
        placeholder={t('jars.form.descriptionPlaceholder')}
        value={draft.description}
        onChange={(event) => change({ description: event.currentTarget.value })}
        maxLength={1000}
        autosize
        minRows={2}
        maxRows={6}
      />
      <Select
        label={t('jars.form.type')}
        data={JAR_TYPE_CHOICES.map((choice) => ({
          value: String(choice.value),
          label: t(`jars.types.${choice.key}`),
        }))}
        value={String(draft.jarType)}
        onChange={(value) => change({ jarType: Number(value ?? 1) })}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Switch
        label={t('jars.form.unlimited')}
        description={t('jars.form.unlimitedHint')}
        checked={draft.isUnlimited}
        onChange={(event) => change({ isUnlimited: event.currentTarget.checked })}
      />
      {draft.isUnlimited ? null : (
        <TextInput
          label={t('jars.form.target')}
          description={t('jars.form.targetHint')}
          inputMode="decimal"
          leftSection={<GemIcon size={16} />}
          value={draft.targetAmount}
          onChange={(event) => change({ targetAmount: event.currentTarget.value })}
          withAsterisk={isNew}
        />
      )}
      <PictureField
        value={draft.image}
        onChange={(file) => change({ image: file })}
        size={JAR_PICTURE_SIZE}
        texts={texts}
        placeholder={
          <div style={{ width: 72, flex: 'none' }}>
            <JarPicture src={null} height={72} />
          </div>
        }
      />
      <FormError message={problem ?? failure} />
      <Group justify="flex-end" gap="sm">
        {onCancel === undefined ? null : (
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        )}
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
