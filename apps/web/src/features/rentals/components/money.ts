/** Euro amounts as shown in Belgium: `€ 1.234,50`. */
const format = new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' });
export const euro = (amount: number): string => format.format(amount);
