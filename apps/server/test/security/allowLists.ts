/**
 * The routes that may declare 'authenticated' (docs/ARCHITECTURE.md "Access on the route"). Such
 * a route admits anyone signed in; it is right only for a call on the caller's own data, or whose
 * answer is scoped to the caller in its query. Every other right belongs on the route, where the
 * route-table and access-matrix tests see it.
 */
export const SELF_SERVICE: Record<string, string> = {
  'GET /api/auth': "the caller's own session",
  'DELETE /api/auth': "signs the caller's own session out",
  'POST /api/downloads': 'issues a single-use token for one path; the download route checks its own access when the token is used',
  'POST /api/general/search': "finds only what the caller's flags show (search.service.ts filters every group by right)",
  'GET /api/notifications': "the caller's own notifications: every query is scoped to user_id = caller",
  'POST /api/notifications/checked': "the caller's own notifications: every query is scoped to user_id = caller",
  'GET /api/notifications/unread': "the caller's own notifications: every query is scoped to user_id = caller",
  'PUT /api/notifications/read': "the caller's own notifications: ids of others are ignored",
  'PUT /api/notifications/read-all': "the caller's own notifications: every query is scoped to user_id = caller",
  'GET /api/notification/:id': "the caller's own notification: another's answers 404",
  'DELETE /api/notification/:id': "the caller's own notification: another's answers 404",
  'DELETE /api/notifications': "the caller's own notifications: ids of others are ignored",
  'GET /api/messages': "the caller's own messages: every query is scoped to their messages_read rows",
  'POST /api/messages/checked': "the caller's own messages: every query is scoped to their messages_read rows",
  'GET /api/messages/unread': "the caller's own unread messages: scoped to their messages_read rows",
  'GET /api/repetitions/ical': "the caller's own upcoming rehearsals",
  'GET /api/repetitions/pdf': "the caller's own upcoming rehearsals; a projectId must be a project they are registered in",
  'GET /api/repetitions/ical/url': "the caller's own feed URL",
  'GET /api/projects': "scoped in the query: the open projects with the caller's own registration (spec 1 §6); all for global canReadProjects",
  'GET /api/registrations': "scoped in the query: the caller's own registrations, and those of the projects whose registrations their roles let them read",
  'POST /api/upload': "stores the caller's own unclaimed upload, which only they read until a record of theirs claims it (platform/files)",
  'POST /api/download/link': "a link for a file the caller reads already: the file's owner rule decides, else 404",
  'GET /api/own/project_roles/:projectName': "the caller's own roles in a project they are registered in; anyone else gets 'notRegistered'",
  'POST /api/profile': "creates a linked profile in the caller's own family; staff create independent accounts with POST /api/users",
};

/**
 * Writes without a body schema, each with its reason; every other POST, PUT and PATCH declares the
 * schema of its body, so the guard and the handler read typed, bounded values.
 */
export const WITHOUT_BODY_SCHEMA: Record<string, string> = {
  'PUT /api/image': 'a multipart upload (or a JSON data URL): the picture is read as a file; whose it is, is ?userId= (read by the access rule)',
  'POST /api/image': 'a multipart upload (or a JSON data URL): the picture is read as a file; whose it is, is ?userId= (read by the access rule)',
  'POST /api/upload/certificate': 'a multipart upload: the certificate is read as a file; whose it is, is ?userId= (read by the access rule)',
  'POST /api/upload': 'a multipart upload: the file is streamed into the file store (readUploadStream)',
  'POST /api/import/preview': 'a multipart upload: the CSV is read as a file (readUploadedFile)',
  'POST /api/project/:id/import/scheme': 'a multipart upload: the CSV is read as a file (readUploadedFile)',
  'POST /api/project/:id/import/scheme/users': 'a multipart upload: the CSV is read as a file (readUploadedFile)',
  'POST /api/mail/:id/retry': 'an action on the mail in the path; it takes no body',
  'POST /api/unsubscribe/one-click': 'RFC 8058: the mail client posts the fixed form `List-Unsubscribe=One-Click` (≤ 1 KB); only the token in the query counts',
  'PUT /api/notifications/read-all': "an action on the caller's notifications; it takes no body",
  'POST /api/messages/:id/opened': "records the caller's own opening of the message in the path; it takes no body (spec 2 §7)",
  'POST /api/messages/:id/read': "records the caller's own read mark of the message in the path; it takes no body (spec 2 §7)",
  'POST /api/user/:id/certificate/link': 'an action on the certificate in the path; it takes no body',
};
