import type { SessionUser } from '@coulisse/shared/schemas/accounts';

/** Who gets the participant's home at `/projecten` (spec 1 §2): level 0 without the right to read projects. */
export const showsParticipantHome = (user: SessionUser): boolean => user.level === 0 && !user.flags.canReadProjects;
