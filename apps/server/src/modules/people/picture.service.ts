import fs from 'node:fs/promises';
import path from 'node:path';
import type { Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { storeProfilePicture, uploadsDir } from '../../platform/files/images';
import { updateSection, type SectionResult } from './profile.service';

const removeUpload = (ctx: AppContext, name: string) => fs.rm(path.join(uploadsDir(ctx.config.dataDir), name), { force: true });

/**
 * Replaces a profile picture: re-encoded by storeProfilePicture, the old file removed once the new
 * name is committed, and `USER_IMAGE {userId, image}` sent to the person's room.
 */
export async function updatePicture(ctx: AppContext, auth: Auth, userId: number, data: Buffer): Promise<SectionResult> {
  // The route's rule has refused other callers before the upload is read, so they leave no file behind.
  const image = await storeProfilePicture(ctx.config.dataDir, data);
  try {
    return await updateSection(ctx, auth, {
      section: 'picture',
      userId,
      values: { image },
      onChange: async (_tx, before) => ({
        afterCommit: async () => {
          if (before.image) await removeUpload(ctx, before.image);
          ctx.realtime.emit(`user:${userId}`, 'USER_IMAGE', { userId, image });
        },
      }),
    });
  } catch (error) {
    await removeUpload(ctx, image);
    throw error;
  }
}
