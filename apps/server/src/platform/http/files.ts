import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { streamXlsx, type XlsxColumn } from './xlsx';

/** A file a service answers with: the route only sends it (`sendFile`). */
export interface FileAnswer {
  type: string;
  /** The download's file name; null for content shown or subscribed to (a calendar feed). */
  name: string | null;
  body: string | Buffer | Readable;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An xlsx workbook of one sheet, streamed page by page. */
export const xlsxFile = <TRow>(name: string, sheet: string, columns: XlsxColumn<TRow>[], pages: AsyncIterable<TRow[]>): FileAnswer => ({
  type: XLSX_TYPE,
  name,
  body: streamXlsx(sheet, columns, pages),
});

/** Sends a file with its type and, for a download, its name. */
export function sendFile(reply: FastifyReply, file: FileAnswer): FastifyReply {
  reply.header('content-type', file.type);
  if (file.name) reply.header('content-disposition', `attachment; filename="${file.name}"`);
  return reply.send(file.body);
}
