/** The general file drop (spec 1 §7 POST /api/upload, §9 100 MB): the server's refusals. */
export const filesTexts = {
  missing: 'Gelieve een bestand te selecteren',
  tooBig: 'Dit bestand is groter dan 100 MB',
  wrongType: 'Dit bestandstype is niet toegelaten: enkel afbeeldingen (jpg, png, gif), pdf, Word en Excel',
  oneFile: 'Gelieve één bestand per keer op te laden',
  unknown: 'Dit bestand bestaat niet (meer) of werd al gekoppeld',
};
