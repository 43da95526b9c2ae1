import type { SessionHint } from '../../lib/session';

/** Who gets the participant's home at `/projecten` (spec 1 §2): level 0 without the right to read projects. */
export const showsParticipantHome = (user: SessionHint): boolean => user.level === 0 && !user.flags.canReadProjects;
