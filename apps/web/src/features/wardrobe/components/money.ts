/** Prices are euro amounts shown the Belgian way (spec 3 §9): '€ 12,50'. */
const EURO = new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' });

export const formatEuro = (amount: number | null | undefined): string => (amount === null || amount === undefined ? '' : EURO.format(amount));
