import { PROFILE_PICTURE_MAX_BYTES } from '@coulisse/shared/rules/constants';
import { fileKindByMime } from '@coulisse/shared/rules/files';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { invalid } from '../http/errors';
import type { FileOwner } from './owners';
import type { FileStore, StoredFileRow } from './store';

const AVATAR_SIZE = 200;
const JPEG = fileKindByMime('image/jpeg')!;

/**
 * Checks a profile picture by its content, not its name (jpeg or png, at most 10 MB: spec 1 §5),
 * and re-encodes it to a 200×200 jpeg without metadata.
 */
export async function encodeProfilePicture(data: Buffer): Promise<Buffer> {
  if (data.length > PROFILE_PICTURE_MAX_BYTES) throw invalid('image', 'form.error.fileSize');
  const type = await fileTypeFromBuffer(data);
  if (!type || (type.mime !== 'image/jpeg' && type.mime !== 'image/png')) {
    throw invalid('image', 'form.error.fileType');
  }
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped by re-encoding.
    return await sharp(data).rotate().resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' }).jpeg({ quality: 85 }).toBuffer();
  } catch {
    throw invalid('image', 'form.error.fileType');
  }
}

/** Stores an encoded picture (`encodeProfilePicture`) in the file store; its name goes in `users.image`. */
export const storePicture = (files: FileStore, avatar: Buffer, owner: FileOwner, uploadedBy: number | null): Promise<StoredFileRow> =>
  files.put([avatar], { kind: JPEG, fileName: 'profielfoto.jpg', owner, uploadedBy, maxBytes: PROFILE_PICTURE_MAX_BYTES });

/** Decodes a `data:image/…;base64,` URL as sent by the sign-up form. */
export function decodeDataUrl(dataUrl: string): Buffer {
  const match = /^data:[\w/+.-]+;base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl);
  if (!match) throw invalid('image', 'form.error.fileType');
  return Buffer.from(match[1]!, 'base64');
}
