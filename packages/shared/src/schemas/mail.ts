import { z } from 'zod';

/** Where a mail of the outbox stands (ARCHITECTURE "Real time and mail"). */
export const mailStatus = z.enum(['queued', 'sent', 'failed']);
export type MailStatus = z.infer<typeof mailStatus>;

/** One row of GET /api/mails, the level-1 outbox. Timestamps are ISO-8601. */
export const mailListItem = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  template: z.string().nullable(),
  status: mailStatus,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type MailListItem = z.infer<typeof mailListItem>;

/** GET /api/mail/{id}: the list row plus both bodies, for a preview. */
export const mailDetail = mailListItem.extend({ html: z.string(), text: z.string() });
export type MailDetail = z.infer<typeof mailDetail>;
