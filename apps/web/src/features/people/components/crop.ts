/**
 * The square crop of a profile picture (spec 1 §5 "cropped to 200x200"), as pure arithmetic so it
 * can be tested without a canvas. The picture is shown in a square viewport of `view` pixels; at
 * zoom 1 its shorter side just fills it. `x` and `y` are the picture's top-left corner in the
 * viewport, never further than needed to keep the viewport covered.
 */
export interface Crop {
  x: number;
  y: number;
  zoom: number;
}

export interface Frame {
  /** The picture's natural size. */
  width: number;
  height: number;
  /** Side of the square viewport in pixels. */
  view: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

/** Screen pixels per picture pixel. */
export const scaleOf = (frame: Frame, zoom: number): number => (frame.view / Math.min(frame.width, frame.height)) * zoom;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Keeps the viewport covered by the picture. */
export function clampCrop(frame: Frame, crop: Crop): Crop {
  const zoom = clamp(crop.zoom, MIN_ZOOM, MAX_ZOOM);
  const scale = scaleOf(frame, zoom);
  return { zoom, x: clamp(crop.x, frame.view - frame.width * scale, 0), y: clamp(crop.y, frame.view - frame.height * scale, 0) };
}

/** The centred crop at zoom 1. */
export function centredCrop(frame: Frame): Crop {
  const scale = scaleOf(frame, 1);
  return { zoom: 1, x: (frame.view - frame.width * scale) / 2, y: (frame.view - frame.height * scale) / 2 };
}

/** Zooms around the middle of the viewport, so what is in the centre stays there. */
export function zoomTo(frame: Frame, crop: Crop, zoom: number): Crop {
  const before = scaleOf(frame, crop.zoom);
  const after = scaleOf(frame, clamp(zoom, MIN_ZOOM, MAX_ZOOM));
  const centre = frame.view / 2;
  return clampCrop(frame, { zoom, x: centre - ((centre - crop.x) / before) * after, y: centre - ((centre - crop.y) / before) * after });
}

/** Moves the picture by a number of screen pixels. */
export const moveBy = (frame: Frame, crop: Crop, dx: number, dy: number): Crop => clampCrop(frame, { ...crop, x: crop.x + dx, y: crop.y + dy });

/** The square of the picture, in its own pixels, that the viewport shows. */
export function sourceSquare(frame: Frame, crop: Crop): { sx: number; sy: number; side: number } {
  const scale = scaleOf(frame, crop.zoom);
  // `0 - x` rather than `-x`: no negative zero for a picture at the edge.
  return { sx: (0 - crop.x) / scale, sy: (0 - crop.y) / scale, side: frame.view / scale };
}
