// Choosing the square of a picture to keep: drag it (or use the arrow keys) inside the square, zoom
// with the slider, then save. What is saved is exactly the square shown; the caller decides where.
// An avatar shows the circle it becomes; other pictures (a jar's, a banner's) name themselves in
// `texts` and keep the whole square.
import { Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../lib/api-error';
import {
  centredSquare,
  MAX_ZOOM,
  MIN_ZOOM,
  panSquare,
  zoomOf,
  zoomSquare,
  type CropSquare,
} from '../../lib/image-crop';
import type { LoadedImage } from '../../lib/image-file';
import { FormError } from './form-error';
import classes from './image-crop.module.css';

/** Arrow keys move the square by this share of its size. */
const KEY_STEP = 0.05;
const KEY_MOVES: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

function CropArea({
  image,
  square,
  isRound,
  onChange,
}: {
  image: LoadedImage;
  square: CropSquare;
  isRound: boolean;
  onChange: (square: CropSquare) => void;
}) {
  const { t } = useTranslation();
  const viewport = useElementSize<HTMLDivElement>();
  const drag = useRef<{ x: number; y: number } | null>(null);
  // Screen pixels per source pixel; before the first measurement the CSS width (260 px) stands in.
  const ratio = (viewport.width > 0 ? viewport.width : 260) / square.size;
  const pan = (dx: number, dy: number) =>
    onChange(panSquare(square, dx, dy, image.width, image.height));

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current === null) return;
    // Dragging the picture right shows more of its left side.
    pan(-(event.clientX - drag.current.x) / ratio, -(event.clientY - drag.current.y) / ratio);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEY_MOVES[event.key];
    if (move === undefined) return;
    event.preventDefault();
    pan(move[0] * square.size * KEY_STEP, move[1] * square.size * KEY_STEP);
  };
  return (
    <div
      ref={viewport.ref}
      className={classes.viewport}
      tabIndex={0}
      role="group"
      aria-label={t('imageCrop.area')}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        drag.current = { x: event.clientX, y: event.clientY };
      }}
      onPointerMove={onPointerMove}
      onPointerUp={() => (drag.current = null)}
      onPointerCancel={() => (drag.current = null)}
      onKeyDown={onKeyDown}
    >
      <img
        src={image.url}
        alt=""
        className={classes.image}
        style={{
          width: image.width * ratio,
          height: image.height * ratio,
          left: -square.x * ratio,
          top: -square.y * ratio,
        }}
      />
      <div className={isRound ? classes.mask : classes.squareMask} />
    </div>
  );
}

/** Already translated texts of a picture that is not an avatar; it is then cropped square. */
export interface CropTexts {
  title: string;
  hint: string;
  save: string;
}

interface SaveProps {
  /** Keeps the square; the dialog closes when it resolves and stays open when it rejects. */
  onSave: (square: CropSquare) => Promise<void>;
  saving: boolean;
  /** The last save's failure (null when none), shown above the buttons. */
  error: unknown;
  /** The avatar's texts and round preview unless given. */
  texts?: CropTexts;
}

export function ImageCropDialog({
  image,
  onClose,
  ...save
}: SaveProps & {
  image: LoadedImage | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={image !== null}
      onClose={onClose}
      title={save.texts?.title ?? t('imageCrop.title')}
      centered
      size="sm"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {image === null ? null : (
        <CropForm key={image.url} image={image} onDone={onClose} {...save} />
      )}
    </Modal>
  );
}

function CropForm({
  image,
  onDone,
  onSave,
  saving,
  error,
  texts,
}: SaveProps & { image: LoadedImage; onDone: () => void }) {
  const { t } = useTranslation();
  const [square, setSquare] = useState(() => centredSquare(image.width, image.height));
  const zoom = zoomOf(square, image.width, image.height);
  const zoomLabelId = useId();
  // A rejected save is shown through `error`; nothing else is to be done with it here.
  const save = () => onSave(square).then(onDone, () => undefined);
  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        {texts?.hint ?? t('imageCrop.hint')}
      </Text>
      <CropArea image={image} square={square} isRound={texts === undefined} onChange={setSquare} />
      <div>
        <Group justify="space-between" mb={4}>
          <Text fz="sm" fw={600} id={zoomLabelId}>
            {t('imageCrop.zoom')}
          </Text>
          <Text fz="sm" c="dimmed" aria-hidden="true">
            {`${zoom.toFixed(1)}×`}
          </Text>
        </Group>
        <Slider
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.05}
          value={zoom}
          label={null}
          onChange={(value) => setSquare(zoomSquare(square, value, image.width, image.height))}
          thumbProps={{ 'aria-labelledby': zoomLabelId }}
        />
      </div>
      <FormError
        message={
          error === null || error === undefined
            ? null
            : (describeError(error) ?? t('imageCrop.failed'))
        }
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button loading={saving} onClick={() => void save()}>
          {texts?.save ?? t('imageCrop.save')}
        </Button>
      </Group>
    </Stack>
  );
}
