import { describe, expect, it } from 'vitest';
import { centredCrop, clampCrop, moveBy, sourceSquare, zoomTo, type Frame } from './crop';

// A landscape photo of 800×400 shown in a 200 px viewport: at zoom 1 the height fills it.
const frame: Frame = { width: 800, height: 400, view: 200 };

describe('square crop of a profile picture (spec 1 §5)', () => {
  it('starts centred, showing the middle square of the photo', () => {
    const crop = centredCrop(frame);
    expect(crop).toEqual({ zoom: 1, x: -100, y: 0 });
    expect(sourceSquare(frame, crop)).toEqual({ sx: 200, sy: 0, side: 400 });
  });

  it('never moves the photo so far that the viewport shows an empty edge', () => {
    expect(moveBy(frame, centredCrop(frame), 500, 50)).toEqual({ zoom: 1, x: 0, y: 0 });
    expect(moveBy(frame, centredCrop(frame), -500, -50)).toEqual({ zoom: 1, x: -200, y: 0 });
  });

  it('zooms around the centre and keeps the zoom between 1 and 4', () => {
    const zoomed = zoomTo(frame, centredCrop(frame), 2);
    expect(zoomed).toEqual({ zoom: 2, x: -300, y: -100 });
    expect(sourceSquare(frame, zoomed)).toEqual({ sx: 300, sy: 100, side: 200 });
    expect(clampCrop(frame, { zoom: 9, x: 0, y: 0 }).zoom).toBe(4);
    expect(clampCrop(frame, { zoom: 0.2, x: 0, y: 0 }).zoom).toBe(1);
  });

  it('handles a portrait photo the same way', () => {
    const portrait: Frame = { width: 300, height: 600, view: 300 };
    expect(sourceSquare(portrait, centredCrop(portrait))).toEqual({ sx: 0, sy: 150, side: 300 });
  });
});
