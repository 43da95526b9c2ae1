import { PROFILE_PICTURE_MAX_BYTES } from '@coulisse/shared/rules/constants';

export const PICTURE_TYPES = ['image/jpeg', 'image/png'];

/** spec 1 §5: jpeg or png, at most 10 MB; answers the catalogue key of the rejection. */
export function pictureProblem(file: { type: string; size: number }): 'form.error.fileType' | 'form.error.fileSize' | null {
  if (!PICTURE_TYPES.includes(file.type)) return 'form.error.fileType';
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return 'form.error.fileSize';
  return null;
}

// The server crops to 200×200; sending a 400 px square keeps the request small and sharp enough.
const SIDE = 400;

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('read failed')));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** A centred square jpeg of the photo as a data URL, for the preview and the sign-up body. */
export async function pictureDataUrl(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const side = Math.min(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = Math.min(SIDE, side);
  canvas.height = canvas.width;
  const context = canvas.getContext('2d');
  if (!context) return readAsDataUrl(file);
  context.drawImage(bitmap, (bitmap.width - side) / 2, (bitmap.height - side) / 2, side, side, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', 0.9);
}

/** Where a stored profile picture (a file name such as `…uuid….jpg`) is served; undefined without one. */
export const pictureUrl = (image: string | null | undefined): string | undefined => (image ? `/api/uploads/${encodeURIComponent(image)}` : undefined);
