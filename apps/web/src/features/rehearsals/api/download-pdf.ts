import { apiBlob } from '../../../lib/api';
import { saveBlob } from '../../../lib/saveFile';

/** GET /api/repetitions/pdf: the caller's upcoming rehearsals (of one project, or all), saved as a PDF. */
export const downloadPdf = async (projectId?: number) => saveBlob(await apiBlob(`/repetitions/pdf${projectId ? `?projectId=${projectId}` : ''}`), 'repetities.pdf');
