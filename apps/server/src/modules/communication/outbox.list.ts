import { mailStatus, type MailListItem } from '@coulisse/shared/schemas/communication';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { mailOutbox } from '../../db/schema/index';
import type { AccessRule } from '../../platform/access/rules';
import { defineFilter, type ListResource } from '../../platform/http/list';
import { presentMailListItem, type MailListRow } from './outbox.presenter';

/** The outbox holds every mail to anyone (reset links too): level 1 only, whatever rights a role grants. */
export const OUTBOX_ACCESS: AccessRule = { level: [1] };

const likePattern = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** GET /api/mails: every mail the product sent or tried to send, for level 1 only (ARCHITECTURE "Mail outbox"). */
export const outboxList: ListResource<MailListRow, MailListItem> = {
  plural: 'mails',
  single: 'mail',
  tags: ['communication'],
  access: { read: OUTBOX_ACCESS },
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
    mailingId: mailOutbox.mailingId,
  },
  filters: {
    status: defineFilter(mailStatus, (v) => eq(mailOutbox.status, v)),
    /** The recipients of one bulk mail, each with their own delivery status. */
    mailing: defineFilter(z.coerce.number().int().min(1).max(2_147_483_647), (v) => eq(mailOutbox.mailingId, v)),
    text: defineFilter(z.string().trim().max(100), (v) => sql`(${mailOutbox.to} ilike ${likePattern(v)} or ${mailOutbox.subject} ilike ${likePattern(v)})`),
  },
  sorts: { createdAt: mailOutbox.createdAt, sentAt: mailOutbox.sentAt, status: mailOutbox.status },
  defaultSort: 'createdAt:desc',
  idColumn: mailOutbox.id,
  present: presentMailListItem,
};
