import { z } from 'zod';
import { messageKey } from '../i18n/keys';
import { CATEGORY_MAX } from '../notifications/categories';
import { MAIL_RECIPIENTS_MAX } from '../rules/constants';
import { MAIL_HTML_MAX, placeholderRule, TEMPLATE_NAME_MAX } from '../rules/mail';
import { MESSAGE_DESCRIPTION, MESSAGE_FILES_MAX, MESSAGE_HTML_MAX, MESSAGE_TITLE, messageDescriptionRule, messageRecipientsRule, messageTitleRule } from '../rules/messages';
import { emailField } from './accounts';
import { storedFile, storedFileName } from './files';
import { rowId } from './lists';
import { selectionItem } from './rehearsals';
import { requiredString, ruledText, withRule } from './zodRules';

// The communication area (issue 12): the signed-in user's notifications and the level-1 mail outbox.

/** One notification of the signed-in user (spec 1 §3, spec 2 §3). `notification` is HTML built from escaped values. */
export const notificationItem = z.object({
  id: z.number().int(),
  category: z.number().int().min(1).max(CATEGORY_MAX),
  label: z.string(),
  notification: z.string(),
  projectId: z.number().int().nullable(),
  subjectUserId: z.number().int().nullable(),
  read: z.boolean(),
  creationDt: z.string(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

/** GET /api/notifications/unread: the badge count and the newest unread ones for the top bar. */
export const unreadNotifications = z.object({ count: z.number().int(), items: z.array(notificationItem) });
export type UnreadNotifications = z.infer<typeof unreadNotifications>;

/** PUT /api/notifications/read: bulk mark read (`read: true`) or unread. */
export const markNotificationsBody = z.object({ ids: z.array(rowId).min(1).max(1000), read: z.boolean() });
export type MarkNotificationsBody = z.infer<typeof markNotificationsBody>;

/**
 * Socket event `notification` in room `user:<id>`: a new one arrived; the client shows `notificationTexts.received`.
 * Event `notifications_changed` (same payload): the user read, unread or deleted some, in any tab or device.
 */
export { notificationEvent, type NotificationEvent } from '../realtime/events';

// ---- The mail outbox (level 1) ----

/** Where a mail of the outbox stands (ARCHITECTURE "Real time and mail"). */
/** `skipped`: a bulk mail to an address that unsubscribed, never handed to SMTP. */
export const mailStatus = z.enum(['queued', 'sent', 'failed', 'skipped']);
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
  /** The bulk mail (mailing) this mail belongs to; null for a single mail. */
  mailingId: z.number().int().nullable(),
});
export type MailListItem = z.infer<typeof mailListItem>;

/** GET /api/mail/{id}: the list row plus both bodies, for a preview. */
export const mailDetail = mailListItem.extend({ html: z.string(), text: z.string() });
export type MailDetail = z.infer<typeof mailDetail>;

// ---- Mail to people: templates, sending, unsubscribing (issue 13, spec 3 §7, spec 1 §7) ----

const tooLong = (max: number) => ({ error: messageKey('validation.length', { min: 1, max }) });
/** A subject or body: required, bounded, only known placeholders ('Onbekende plaatshouder …'). */
const mailText = (max: number) => requiredString.max(max, tooLong(max)).superRefine(withRule(placeholderRule));
export const mailSubject = mailText(255);
/** HTML as typed; the server sanitises it with its allow-list before it is stored or sent. */
export const mailHtml = mailText(MAIL_HTML_MAX);

/** POST /api/mail/templates, PUT /api/mail/template/{template}: level 1 keeps the templates. */
export const mailTemplateBody = z.object({
  name: requiredString.min(2, { error: messageKey('validation.length', { min: 2, max: TEMPLATE_NAME_MAX }) }).max(TEMPLATE_NAME_MAX, { error: messageKey('validation.length', { min: 2, max: TEMPLATE_NAME_MAX }) }),
  subject: mailSubject,
  html: mailHtml,
});
export type MailTemplateBody = z.infer<typeof mailTemplateBody>;

export const mailTemplateDto = z.object({ id: z.number().int(), name: z.string(), subject: z.string(), html: z.string(), updatedAt: z.string() });
export type MailTemplateDto = z.infer<typeof mailTemplateDto>;

/** GET /api/mail/templates: every template by name (there are a handful). */
export const mailTemplatesAnswer = z.object({ data: z.array(mailTemplateDto), total: z.number().int() });
export type MailTemplatesAnswer = z.infer<typeof mailTemplatesAnswer>;

const recipients = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .min(1, { error: 'mailUsers.noRecipients' })
    .max(MAIL_RECIPIENTS_MAX, { error: messageKey('mailUsers.tooManyRecipients', { max: MAIL_RECIPIENTS_MAX }) });

/**
 * POST /api/mail (spec 1 §7, payload `to`): user ids. `projectId` sends it from a project: its
 * reply-to address answers, and {{project}} is its name.
 */
export const mailUsersBody = z.object({ to: recipients(rowId), subject: mailSubject, html: mailHtml, projectId: rowId.optional() });
export type MailUsersBody = z.infer<typeof mailUsersBody>;

/**
 * POST /api/project/{id}/mail (the registration list's Mail action) and POST
 * /api/repetition/{id}/mail (the attendance list's): user ids, every one registered in that
 * project or called by that rehearsal; the project (the rehearsal's) gives reply-to and {{project}}.
 */
export const listMailBody = z.object({ to: recipients(rowId), subject: mailSubject, html: mailHtml });
export type ListMailBody = z.infer<typeof listMailBody>;

/** POST /api/project/{id}/registrations/people: the people of checked registration rows, as the mail takes them. */
export const registrationPeopleBody = z.object({ ids: recipients(rowId) });
export const registrationPeopleAnswer = z.object({ data: z.array(z.number().int()) });

/** POST /api/mail/send (spec 3 §7): addresses; an address of a known person gets their names in the placeholders. */
export const mailSendBody = z.object({ addresses: recipients(emailField), subject: mailSubject, html: mailHtml, projectId: rowId.optional() });
export type MailSendBody = z.infer<typeof mailSendBody>;

/** 202: the mailing is written; a job fans it out into the outbox, one mail per recipient. */
export const mailSentAnswer = z.object({ message: z.string(), mailingId: z.number().int(), recipients: z.number().int() });
export type MailSentAnswer = z.infer<typeof mailSentAnswer>;

/** POST /api/unsubscribe: the signed token of the link in a bulk mail. */
export const unsubscribeBody = z.object({ token: z.string().min(1).max(600) });
export const unsubscribeAnswer = z.object({ message: z.string() });

/** GET/PUT /api/user/{id}/mail-settings: whether bulk mail reaches the person. */
export const mailSettings = z.object({ bulkMail: z.boolean() });
export type MailSettings = z.infer<typeof mailSettings>;
// ---- Project messages (spec 2 §3 Message, §5, §7 Messages) ----

/**
 * POST /api/messages/projects/{id}: title 3–255, description rich text (HTML, 10–255 visible
 * characters; sanitised by the server with an allow-list, the rule checked again on the result),
 * recipients as a participant selection (the rehearsal selector's parts).
 */
export const messageBody = z.object({
  title: ruledText(MESSAGE_TITLE.max, messageTitleRule),
  description: z
    .string({ error: 'validation.required' })
    .max(MESSAGE_HTML_MAX, { error: messageKey('validation.length', MESSAGE_DESCRIPTION) })
    .superRefine(withRule(messageDescriptionRule)),
  selection: z.array(selectionItem).max(1000).superRefine(withRule(messageRecipientsRule)),
  /** Attachments: names of the caller's own uploads (POST /api/upload, type checked by content), claimed by the message. */
  files: z.array(storedFileName).max(MESSAGE_FILES_MAX).default([]),
});
export type MessageBody = z.input<typeof messageBody>;

/** A message as its reader gets it (spec 2 §3): `read` follows opening; `openedDt`/`readDt` are the caller's own times (null for staff who are not recipients). */
export const messageDto = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  projectName: z.string(),
  title: z.string(),
  description: z.string(),
  creationDt: z.string(),
  read: z.boolean(),
  openedDt: z.string().nullable(),
  readDt: z.string().nullable(),
  files: z.array(storedFile),
});
export type MessageDto = z.infer<typeof messageDto>;

/** One row of the caller's own messages (GET /api/messages, /berichten): unread titles show bold. */
export const ownMessageItem = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  projectName: z.string(),
  title: z.string(),
  creationDt: z.string(),
  read: z.boolean(),
});
export type OwnMessageItem = z.infer<typeof ownMessageItem>;

/** GET /api/messages/unread: the Nieuws badge count and the newest unread messages. */
export const unreadMessages = z.object({ count: z.number().int(), items: z.array(ownMessageItem) });
export type UnreadMessages = z.infer<typeof unreadMessages>;

/** One row of a project's messages (GET /api/messages/projects/{id}): read and opened counts of the recipients; `total` is 0 until the fan-out ran. */
export const projectMessageItem = z.object({
  id: z.number().int(),
  title: z.string(),
  creationDt: z.string(),
  author: z.string().nullable(),
  total: z.number().int(),
  opened: z.number().int(),
  read: z.number().int(),
  /** The recipients are resolved and notified. */
  sent: z.boolean(),
});
export type ProjectMessageItem = z.infer<typeof projectMessageItem>;

/** 201 of POST /api/messages/projects/{id}: the spec's success text and the new message. */
export const messageCreated = z.object({ message: z.string(), data: projectMessageItem });

/** One row of the read report (spec 2 §3 "Read report row", GET /api/messages/projects/{id}/messages/{messageId}). */
export const readReportRow = z.object({
  /** The recipient's user id (the list's row id). */
  id: z.number().int(),
  lastName: z.string(),
  firstName: z.string(),
  openedDt: z.string().nullable(),
  readDt: z.string().nullable(),
});
export type ReadReportRow = z.infer<typeof readReportRow>;

/** 200 of POST /api/messages/{id}/opened and /read: the caller's times and the spec's text for `read`. */
export const messageMarkAnswer = z.object({ message: z.string().nullable(), openedDt: z.string().nullable(), readDt: z.string().nullable(), unread: z.number().int() });
export type MessageMarkAnswer = z.infer<typeof messageMarkAnswer>;

export { messagesUnreadEvent, type MessagesUnreadEvent } from '../realtime/events';
