import { z } from 'zod';

/**
 * The live connection's events (ARCHITECTURE "Socket"): ONE map of every event name with its
 * payload. The server's `Realtime.emit` is typed from `ServerEvents`, so a wrong name or payload
 * fails the typecheck; the web socket wrapper checks every payload with `serverEventSchemas`
 * before a listener sees it, so a malformed packet never reaches a screen. The schemas of the area
 * schemas (`schemas/rehearsals.ts` `presenceEvent`, …) are these, re-exported.
 */

/** The area rooms a socket joins after a route checked the caller's right (`POST /api/repetition/{id}/live`, …) and may leave again. */
export const AREA_ROOM = /^(project|repetition|order):[1-9]\d{0,9}$/;

/** The answer to `VERIFY_TOKEN` (spec 1 §4): 404 logs out, 500 means the session store failed (ask again later). */
const verifyAnswer = z.object({ status: z.union([z.literal(200), z.literal(404), z.literal(500)]) });
export type VerifyAnswer = z.infer<typeof verifyAnswer>;

/** `notification` (a new one arrived) and `notifications_changed` (read, unread or deleted in some tab or device): the unread count. */
export const notificationEvent = z.object({ unread: z.number().int().min(0) });
/** `USER_IMAGE` to `user:<id>`: a profile picture changed (spec 1 §7). */
const userImageEvent = z.object({ userId: z.number().int(), image: z.string().nullable() });
/** `PROJECT_COPY_PROGRESS` to `user:<caller>`: progress 0–100 of a project copy; `uuid` tells which copy. */
export const projectCopyProgress = z.object({ uuid: z.string().nullable(), projectId: z.number(), progress: z.number().min(0).max(100) });
/** `REGISTRATIONS_COPY_PROGRESS` to `user:<caller>`: progress 0–100 of a registration copy. */
export const copyProgressEvent = z.object({ uuid: z.string().nullable(), kind: z.literal('registrations'), progress: z.number().min(0).max(100) });
/** `IMPORT_PROGRESS` (people) and `ARTICLE_IMPORT_PROGRESS` (articles) to `user:<importer>` while an import runs. */
export const importProgress = z.object({ uuid: z.string(), done: z.number(), total: z.number() });
/** `repetition_presence` in room `repetition:<id>`: someone's presence changed. */
export const presenceEvent = z.object({
  repetitionId: z.number(),
  userId: z.number(),
  present: z.boolean(),
  markedPresent: z.boolean(),
  reason: z.string().nullable(),
});
/** `clothing_receive_items` in room `order:<id>` (spec 3 §4 Item return). */
export const receiveEvent = z.object({ orderId: z.number(), ids: z.array(z.number()) });

/** `messages_unread` to `user:<id>`: a message arrived for them, or they opened one (in any tab or device): their unread count for the Nieuws badge. */
export const messagesUnreadEvent = z.object({ unread: z.number().int().min(0) });

/** Events without a payload. */
const nothing = z.undefined();

/** Every server → client event with the schema of its payload. */
export const serverEventSchemas = {
  /** The greeting after the handshake. */
  connected: z.object({ authenticated: z.boolean() }),
  /** This session ended on the server (signed off elsewhere, password reset): log out. */
  logout: nothing,
  /** The answer to a `VERIFY_TOKEN` sent without an acknowledgement callback. */
  VERIFY_TOKEN: verifyAnswer,
  /** The user's access roles changed: flags may differ now. */
  rights_changed: nothing,
  USER_IMAGE: userImageEvent,
  notification: notificationEvent,
  notifications_changed: notificationEvent,
  PROJECT_COPY_PROGRESS: projectCopyProgress,
  REGISTRATIONS_COPY_PROGRESS: copyProgressEvent,
  IMPORT_PROGRESS: importProgress,
  ARTICLE_IMPORT_PROGRESS: importProgress,
  repetition_presence: presenceEvent,
  clothing_receive_items: receiveEvent,
  messages_unread: messagesUnreadEvent,
} as const;

export type ServerEvents = { [K in keyof typeof serverEventSchemas]: z.infer<(typeof serverEventSchemas)[K]> };
export type ServerEventName = keyof ServerEvents;
/** The arguments after the event name: none for an event without payload. */
export type ServerEventArgs<E extends ServerEventName> = ServerEvents[E] extends undefined ? [] : [payload: ServerEvents[E]];

/** The events the web app listens to on the session socket (the connection's own ones are handled by the wrapper). */
export const AREA_EVENTS = [
  'rights_changed',
  'USER_IMAGE',
  'notification',
  'notifications_changed',
  'PROJECT_COPY_PROGRESS',
  'REGISTRATIONS_COPY_PROGRESS',
  'IMPORT_PROGRESS',
  'ARTICLE_IMPORT_PROGRESS',
  'repetition_presence',
  'clothing_receive_items',
  'messages_unread',
] as const satisfies readonly ServerEventName[];
export type AreaEventName = (typeof AREA_EVENTS)[number];

/** Every client → server event, as Socket.IO types them (arguments, then the acknowledgement). */
export interface ClientEvents {
  /** Is this token (or, without one, the handshake's) still a live session? */
  VERIFY_TOKEN: (token?: string | { token: string } | ((answer: VerifyAnswer) => void), ack?: (answer: VerifyAnswer) => void) => void;
  /** Leaves an area room (`AREA_ROOM`); the user's own rooms cannot be left. Joining goes through the areas' `…/live` routes, which check the right. */
  leave: (room: string) => void;
}

/** Socket.IO's shape of the server → client map: one listener per event. */
export type ServerToClient = { [K in ServerEventName]: (...args: ServerEventArgs<K>) => void };

export type NotificationEvent = z.infer<typeof notificationEvent>;
export type ProjectCopyProgress = z.infer<typeof projectCopyProgress>;
export type CopyProgressEvent = z.infer<typeof copyProgressEvent>;
export type ImportProgress = z.infer<typeof importProgress>;
export type PresenceEvent = z.infer<typeof presenceEvent>;
export type ReceiveEvent = z.infer<typeof receiveEvent>;
export type MessagesUnreadEvent = z.infer<typeof messagesUnreadEvent>;
