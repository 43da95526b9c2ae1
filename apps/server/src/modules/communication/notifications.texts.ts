import { PERSONAL_CATEGORIES, NOTIFICATION_CATEGORIES, type PersonalNotice, type NotificationSubRight } from '@coulisse/shared/notifications/categories';
import { nl } from '@coulisse/shared/i18n/nl/index';
import { escapeHtml } from '../../platform/mail/templates';

type Texts = typeof nl.notificationTexts;
/** A category's own text, or a variant of it (`new_users_import`: one notification for a whole import). */
export type NotificationTextKey = Exclude<keyof Texts, 'received'>;
type Placeholders<S extends string> = S extends `${string}{{${infer P}}}${infer Rest}` ? P | Placeholders<Rest> : never;

/**
 * The values a category's Dutch text needs, read from its {{placeholders}} at compile time: an
 * area that raises `registration_updated` cannot forget `project`.
 */
export type NotificationParams<K extends NotificationTextKey> = Record<Placeholders<Texts[K]['label']> | Placeholders<Texts[K]['body']>, string | number>;

const LABEL_MAX = 255;

const fill = (template: string, params: Record<string, string | number>, escape: (s: string) => string) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => escape(String(params[name] ?? '')));

/**
 * Category, label (plain text, fits the column) and HTML of one notification. Stored in Dutch, the
 * interface language; the HTML is the escaped catalogue text with escaped values filled in.
 */
export function renderNotification<T extends NotificationTextKey>(subRight: NotificationSubRight, params: NotificationParams<T>, text: T = subRight as T) {
  return { category: NOTIFICATION_CATEGORIES[subRight], ...renderText(text, params) };
}

/** The same for a notice to the people something is addressed to (a project message): its own category. */
export function renderNotice<N extends PersonalNotice & NotificationTextKey>(name: N, params: NotificationParams<N>) {
  return { category: PERSONAL_CATEGORIES[name], ...renderText(name, params) };
}

function renderText<T extends NotificationTextKey>(text: T, params: NotificationParams<T>) {
  const texts = nl.notificationTexts[text];
  const values = params as Record<string, string | number>;
  return {
    label: fill(texts.label, values, (s) => s).slice(0, LABEL_MAX),
    notification: `<p>${fill(escapeHtml(texts.body), values, escapeHtml)}</p>`,
  };
}
