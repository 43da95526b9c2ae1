import type { Catalogue } from '../nl';

/** English texts of the general file drop. */
export const filesTexts: Catalogue['files'] = {
  missing: 'Please select a file',
  tooBig: 'This file is larger than 100 MB',
  wrongType: 'This file type is not allowed: only images (jpg, png, gif), pdf, Word and Excel',
  oneFile: 'Please upload one file at a time',
  unknown: 'This file does not exist (any more) or is already attached',
};
