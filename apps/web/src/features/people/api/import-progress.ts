import type { ImportProgress } from '@coulisse/shared/schemas/people/staffTools';
import { liveEvents } from '../../../lib/liveEvents';

export type ProgressListener = (progress: Pick<ImportProgress, 'done' | 'total'>) => void;

/** Follows the `IMPORT_PROGRESS` events of one import (its uuid) on the session socket; returns the stop. */
export const listenImportProgress = (uuid: string, listener: ProgressListener): (() => void) =>
  liveEvents.on('IMPORT_PROGRESS', (progress) => {
    if (progress.uuid === uuid) listener({ done: progress.done, total: progress.total });
  });
