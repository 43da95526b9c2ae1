import { sourceSquare, type Crop, type Frame } from './crop';

// The server stores 200×200; 400 px keeps the upload small and the result sharp.
const OUTPUT = 400;

/** Draws the chosen square of the photo on a canvas and returns it as a jpeg data URL. */
export function cropToDataUrl(image: HTMLImageElement, frame: Frame, crop: Crop): string | null {
  const canvas = document.createElement('canvas');
  canvas.width = OUTPUT;
  canvas.height = OUTPUT;
  const context = canvas.getContext('2d');
  if (!context) return null;
  const { sx, sy, side } = sourceSquare(frame, crop);
  context.fillStyle = '#ffffff'; // a transparent png gets a white background in the jpeg
  context.fillRect(0, 0, OUTPUT, OUTPUT);
  context.drawImage(image, sx, sy, side, side, 0, 0, OUTPUT, OUTPUT);
  return canvas.toDataURL('image/jpeg', 0.9);
}
