import { mailStatus, type MailListItem } from '@coulisse/shared/schemas/mail';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { mailOutbox } from '../../db/schema/index';
import { defineFilter, type ListResource } from '../../platform/http/list';
import { presentMailListItem, type MailListRow } from './mail.presenter';

const likePattern = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** GET /api/mails: every mail the product sent or tried to send, for level 1 only (ARCHITECTURE §2). */
export const mailsList: ListResource<MailListRow, MailListItem> = {
  plural: 'mails',
  single: 'mail',
  tags: ['mail'],
  access: { read: { level: [1] } },
  table: mailOutbox,
  columns: {
    id: mailOutbox.id,
    to: mailOutbox.to,
    subject: mailOutbox.subject,
    template: mailOutbox.template,
    status: mailOutbox.status,
    attempts: mailOutbox.attempts,
    lastError: mailOutbox.lastError,
    createdAt: mailOutbox.createdAt,
    sentAt: mailOutbox.sentAt,
  },
  filters: {
    status: defineFilter(mailStatus, (v) => eq(mailOutbox.status, v)),
    text: defineFilter(z.string().trim().max(100), (v) => sql`(${mailOutbox.to} ilike ${likePattern(v)} or ${mailOutbox.subject} ilike ${likePattern(v)})`),
  },
  sorts: { createdAt: mailOutbox.createdAt, sentAt: mailOutbox.sentAt, status: mailOutbox.status },
  defaultSort: 'createdAt:desc',
  idColumn: mailOutbox.id,
  present: presentMailListItem,
};
