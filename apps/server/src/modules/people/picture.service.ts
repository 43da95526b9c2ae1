import type { Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { encodeProfilePicture, storePicture } from '../../platform/files/images';
import { updateSection, type SectionResult } from './profile.service';

/**
 * Replaces a profile picture: re-encoded by encodeProfilePicture, stored in the file store, the old file removed once the new
 * name is committed, and `USER_IMAGE {userId, image}` sent to the person's room.
 */
export async function updatePicture(ctx: AppContext, auth: Auth, userId: number, data: Buffer): Promise<SectionResult> {
  // The route's rule has refused other callers before the upload is read, so they leave no file behind.
  const image = (await storePicture(ctx.files, await encodeProfilePicture(data), { kind: 'userPicture', id: userId }, auth.user.id)).name;
  try {
    return await updateSection(ctx, auth, {
      section: 'picture',
      userId,
      values: { image },
      onChange: async (_tx, before) => ({
        afterCommit: async () => {
          if (before.image) await ctx.files.delete(before.image);
          ctx.realtime.emit(`user:${userId}`, 'USER_IMAGE', { userId, image });
        },
      }),
    });
  } catch (error) {
    await ctx.files.delete(image);
    throw error;
  }
}
