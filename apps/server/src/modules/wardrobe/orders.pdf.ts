import { translateNl } from '@coulisse/shared/i18n/index';
import { priceLetter, round2 } from '@coulisse/shared/rules/wardrobe/rentals';
import type { OrderDto } from '@coulisse/shared/schemas/wardrobe/rentals';
import PDFDocument from 'pdfkit';
import { padArticleNumber } from '@coulisse/shared/rules/wardrobe/articles';

const day = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');
const euro = (n: number) => `€ ${n.toFixed(2).replace('.', ',')}`;
const t = (key: string) => translateNl(`rentals.${key}`);

/**
 * The order as an A4 PDF (spec 3 §2 Order detail, "opens in a new window"): renter, contact,
 * project, period, the articles per group with pieces out and returned, then the prices. Built in
 * memory: an order holds at most 1,000 items.
 */
export function orderPdf(o: OrderDto): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: translateNl('rentals.detail', { id: o.id }), Producer: 'Coulisse' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const line = (label: string, value: string | number) => {
    if (value !== '') doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(String(value));
  };
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(translateNl('rentals.detail', { id: o.id }));
  doc.fontSize(10).moveDown(0.5);
  line(t('renterType'), t(`types.${o.type}`));
  line(t('companyName'), o.companyName);
  line(t('responsible'), o.name);
  line(t('uniqueNumber'), o.uniqueNumber);
  line(t('socialSecurity'), o.socialSecurity);
  line(t('bankAccount'), o.bankAccount);
  line(t('contact'), `${o.streetName} ${o.houseNumber}${o.bus ? ` bus ${o.bus}` : ''}, ${o.zipCode} ${o.cityName}`);
  line(t('cellPhone'), o.cellPhone);
  line(t('email'), o.email);
  line(t('projectName'), o.projectName);
  line(t('projectOwner'), [o.projectOwner, o.projectOwnerCellPhone].filter(Boolean).join(', '));
  line(`${t('fromDt')} – ${t('toDt')}`, `${day(o.fromDt)} – ${day(o.toDt)} (${o.periods} × 30 dagen)`);
  line(t('priceCategory'), priceLetter(o.priceCategory));
  line(t('info'), o.info);
  doc.moveDown();
  const sections = [{ id: null as number | null, name: t('looseItems') }, ...o.groups];
  for (const s of sections) {
    const items = o.items.filter((i) => i.groupId === s.id);
    if (!items.length) continue;
    doc.font('Helvetica-Bold').fontSize(12).text(s.name).fontSize(10).font('Helvetica');
    for (const i of items) {
      if (doc.y > doc.page.height - 100) doc.addPage();
      const rack = i.rack ? ` · ${t('rack')} ${i.rack.id}` : '';
      doc.text(
        `${padArticleNumber(i.articleId)}  ${i.description} (${i.category}, ${i.size})${rack} — ${i.returned}/${i.amount}${i.remarks ? ` — ${i.remarks}` : ''}`,
      );
    }
    doc.moveDown(0.5);
  }
  doc.moveDown();
  line(t('price'), euro(o.price));
  line(t('vat'), euro(o.vat));
  line(t('total'), euro(round2(o.price + o.vat)));
  line(t('replacementValue'), euro(o.replacementPrice));
  if (o.fine > 0) line(t('fine'), euro(o.fine));
  doc.end();
  return done;
}
