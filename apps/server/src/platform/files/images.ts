import { PROFILE_PICTURE_MAX_BYTES } from '@coulisse/shared/rules/constants';
import { fileTypeFromBuffer } from 'file-type';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { invalid } from '../http/errors';

const AVATAR_SIZE = 200;

/** Profile pictures live here under random names; the name itself is the capability (see docs). */
export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/**
 * Checks a profile picture by its content, not its name (jpeg or png, at most 10 MB: spec 1 §5),
 * then re-encodes it to a 200×200 jpeg without metadata and stores it. Returns the file name.
 */
export async function storeProfilePicture(dataDir: string, data: Buffer): Promise<string> {
  if (data.length > PROFILE_PICTURE_MAX_BYTES) throw invalid('image', 'form.error.fileSize');
  const type = await fileTypeFromBuffer(data);
  if (!type || (type.mime !== 'image/jpeg' && type.mime !== 'image/png')) {
    throw invalid('image', 'form.error.fileType');
  }
  let avatar: Buffer;
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped by re-encoding.
    avatar = await sharp(data).rotate().resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' }).jpeg({ quality: 85 }).toBuffer();
  } catch {
    throw invalid('image', 'form.error.fileType');
  }
  const name = `${randomUUID()}.jpg`;
  await fs.mkdir(uploadsDir(dataDir), { recursive: true });
  await fs.writeFile(path.join(uploadsDir(dataDir), name), avatar);
  return name;
}

/** Decodes a `data:image/…;base64,` URL as sent by the sign-up form. */
export function decodeDataUrl(dataUrl: string): Buffer {
  const match = /^data:[\w/+.-]+;base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl);
  if (!match) throw invalid('image', 'form.error.fileType');
  return Buffer.from(match[1]!, 'base64');
}
