// The tournament's look and extras: its picture (uploaded when chosen, sent as our own address), one
// of the organiser's banners, donations with the organiser's jars (prize jars of types 2 to 5 paid
// out by the tournament, and jars shown for donations) and, on a new tournament, who is banned.
import { Alert, MultiSelect, Select, Switch } from '@mantine/core';
import { JAR_TYPES } from '@clutch/contract/jars';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PictureField } from '../../../../components/people/picture-field';
import { describeError } from '../../../../lib/api-error';
import { ownBannersQueryOptions, ownJarsQueryOptions, uploadPicture } from '../../api/form-choices';
import { TeamBanPicker, UserBanPicker } from './ban-picker';
import { FormSection } from '../../../../components/ui/form-section';
import type { SectionProps } from './form-section';
import { TournamentPicture } from '../list/tournament-picture';

/** The side of the square a tournament's picture is kept at. */
const PICTURE_SIZE = 640;
const NO_BANNER = 'none';

function Picture({ draft, change, errorOf }: SectionProps) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (file: File) => {
    setProblem(null);
    uploadPicture(file).then(
      (url) => change({ image: url }),
      (error: unknown) => setProblem(describeError(error) ?? t('notify.error')),
    );
  };
  const message = problem ?? errorOf('image');
  return (
    <>
      <PictureField
        value={draft.image}
        onChange={choose}
        size={PICTURE_SIZE}
        texts={{
          label: t('tournaments.form.picture'),
          choose: t('tournaments.form.choosePicture'),
          change: t('tournaments.form.changePicture'),
          formats: t('tournaments.form.pictureFormats'),
          title: t('tournaments.form.cropTitle'),
          hint: t('tournaments.form.cropHint'),
          save: t('tournaments.form.cropSave'),
        }}
        placeholder={
          <div style={{ width: 72, flex: 'none' }}>
            <TournamentPicture tournament={{ image: null, game_id: draft.game }} height={72} />
          </div>
        }
      />
      {message === undefined || message === null ? null : (
        <Alert color="red" variant="light">
          {message}
        </Alert>
      )}
    </>
  );
}

function Banner({ draft, change, errorOf, viewerId }: SectionProps & { viewerId: number }) {
  const { t } = useTranslation();
  const banners = useQuery(ownBannersQueryOptions(viewerId));
  const choices = (banners.data?.results ?? []).map((banner) => ({
    value: String(banner.id),
    label: banner.name,
  }));
  return (
    <Select
      label={t('tournaments.form.banner')}
      description={choices.length === 0 ? t('tournaments.form.noBanners') : undefined}
      data={[{ value: NO_BANNER, label: t('tournaments.form.noBanner') }, ...choices]}
      value={draft.banner === null ? NO_BANNER : String(draft.banner)}
      onChange={(value) =>
        change({ banner: value === null || value === NO_BANNER ? null : Number(value) })
      }
      allowDeselect={false}
      error={errorOf('banner')}
    />
  );
}

function Jars({ draft, change, errorOf, viewerId }: SectionProps & { viewerId: number }) {
  const { t } = useTranslation();
  const jars = useQuery(ownJarsQueryOptions(viewerId));
  const own = (jars.data?.results ?? []).filter((jar) => jar.status !== 'broken');
  const all = own.map((jar) => ({ value: String(jar.id), label: jar.title }));
  const prizes = own
    .filter((jar) => jar.jar_type !== JAR_TYPES.user)
    .map((jar) => ({ value: String(jar.id), label: jar.title }));
  return (
    <>
      <MultiSelect
        label={t('tournaments.form.prizeJars')}
        description={t('tournaments.form.prizeJarsHint')}
        data={prizes}
        value={draft.jars.map(String)}
        onChange={(values) => change({ jars: values.map(Number) })}
        maxValues={4}
        nothingFoundMessage={t('tournaments.form.noJars')}
        error={errorOf('jars')}
      />
      <MultiSelect
        label={t('tournaments.form.availableJars')}
        data={all}
        value={draft.availableJars.map(String)}
        onChange={(values) => change({ availableJars: values.map(Number) })}
        nothingFoundMessage={t('tournaments.form.noJars')}
        error={errorOf('available_jars')}
      />
    </>
  );
}

export function FormExtras(props: SectionProps & { viewerId: number; isNew: boolean }) {
  const { t } = useTranslation();
  const { draft, change, errorOf, isNew } = props;
  return (
    <FormSection title={t('tournaments.form.extrasTitle')}>
      <Picture {...props} />
      <Banner {...props} />
      <Switch
        label={t('tournaments.form.donats')}
        description={t('tournaments.form.donatsHint')}
        checked={draft.donats}
        onChange={(event) => change({ donats: event.currentTarget.checked })}
        error={errorOf('donats')}
      />
      {draft.donats && isNew ? <Jars {...props} /> : null}
      {isNew ? (
        <>
          <UserBanPicker
            label={t('tournaments.form.bannedUsers')}
            value={draft.bannedUsers}
            onChange={(value) => change({ bannedUsers: value })}
            error={errorOf('banned.users')}
          />
          {draft.type === '5_5' ? (
            <TeamBanPicker
              label={t('tournaments.form.bannedTeams')}
              value={draft.bannedTeams}
              onChange={(value) => change({ bannedTeams: value })}
              error={errorOf('banned.teams')}
            />
          ) : null}
        </>
      ) : null}
    </FormSection>
  );
}
