import { apiBlob } from '../../../lib/api';
import { saveBlob } from '../../../lib/saveFile';

/** GET /api/repetitions/ical: the caller's upcoming rehearsals (of one project, or all), saved as an .ics file. */
export const downloadIcal = async (projectId?: number) => saveBlob(await apiBlob(`/repetitions/ical${projectId ? `?projectId=${projectId}` : ''}`), 'repetities.ics');
