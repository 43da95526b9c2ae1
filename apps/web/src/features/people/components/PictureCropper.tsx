import { Box, Slider, Stack, Text } from '@mantine/core';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { centredCrop, MAX_ZOOM, MIN_ZOOM, moveBy, scaleOf, zoomTo, type Crop, type Frame } from './crop';

/** Side of the viewport on screen; the saved square is sharper (see cropToDataUrl). */
const VIEW = 260;
const KEY_STEP = 10;

interface Props {
  /** The chosen photo as a data URL, already loaded into `image`. */
  image: HTMLImageElement;
  crop: Crop;
  onChange: (crop: Crop) => void;
}

export const frameOf = (image: HTMLImageElement): Frame => ({ width: image.naturalWidth, height: image.naturalHeight, view: VIEW });
export const initialCrop = (image: HTMLImageElement): Crop => centredCrop(frameOf(image));

/**
 * Square crop in the browser (spec 1 §5): drag the photo (or use the arrow keys) and zoom with
 * the slider; the circle shows what the avatar will show.
 */
export function PictureCropper({ image, crop, onChange }: Props) {
  const { t } = useTranslation();
  const frame = frameOf(image);
  const scale = scaleOf(frame, crop.zoom);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const [dragging, setDragging] = useState(false);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY };
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    onChange(moveBy(frame, crop, event.clientX - drag.current.x, event.clientY - drag.current.y));
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const endDrag = () => {
    drag.current = null;
    setDragging(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = { ArrowLeft: [KEY_STEP, 0], ArrowRight: [-KEY_STEP, 0], ArrowUp: [0, KEY_STEP], ArrowDown: [0, -KEY_STEP] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    onChange(moveBy(frame, crop, move[0], move[1]));
  };

  return (
    <Stack gap="sm" align="center">
      <Box
        role="group"
        tabIndex={0}
        aria-label={t('profileScreen.cropArea')}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={onKeyDown}
        style={{
          width: VIEW,
          height: VIEW,
          position: 'relative',
          overflow: 'hidden',
          borderRadius: 'var(--mantine-radius-md)',
          background: 'var(--mantine-color-gray-2)',
          cursor: dragging ? 'grabbing' : 'grab',
          touchAction: 'none',
          userSelect: 'none',
        }}
      >
        <img
          src={image.src}
          alt=""
          draggable={false}
          style={{
            position: 'absolute',
            left: 0,
            top: 0,
            width: frame.width * scale,
            height: frame.height * scale,
            maxWidth: 'none',
            transform: `translate(${crop.x}px, ${crop.y}px)`,
            pointerEvents: 'none',
          }}
        />
        {/* The avatar is round: darken what it will not show. */}
        <div aria-hidden style={{ position: 'absolute', inset: 0, borderRadius: '50%', boxShadow: '0 0 0 200px rgba(0, 0, 0, 0.45)', pointerEvents: 'none' }} />
      </Box>
      <Text size="xs" c="dimmed" ta="center">
        {t('profileScreen.cropHint')}
      </Text>
      <Box w={VIEW}>
        <Text size="sm" mb={4} aria-hidden>
          {t('profileScreen.zoom')}
        </Text>
        <Slider
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.05}
          value={crop.zoom}
          onChange={(zoom) => onChange(zoomTo(frame, crop, zoom))}
          label={null}
          thumbLabel={t('profileScreen.zoom')}
        />
      </Box>
    </Stack>
  );
}
