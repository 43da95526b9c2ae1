import type { MailDetail, MailListItem } from '@coulisse/shared/schemas/communication';
import type { mailOutbox } from '../../db/schema/index';

type MailRow = typeof mailOutbox.$inferSelect;
export type MailListRow = Omit<MailRow, 'html' | 'text' | 'userId' | 'replyTo' | 'bulk'>;

export function presentMailListItem(row: MailListRow): MailListItem {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    template: row.template,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    mailingId: row.mailingId,
  };
}

export function presentMailDetail(row: MailRow): MailDetail {
  return { ...presentMailListItem(row), html: row.html, text: row.text };
}
