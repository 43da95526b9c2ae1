/** Business constants of spec 1 §9 and spec 3 §9, in one place. */
export const PAGE_SIZE = 10;
export const GLOBAL_SEARCH_DELAY_MS = 500;
export const SEARCH_RESULTS_PER_TYPE = 5;
export const TOKEN_VERIFY_POLL_MS = 300;
export const GO_BACK_AFTER_PASSWORD_CHANGE_MS = 3000;
export const DAY_MS = 86_400_000;
export const MOBILE_BREAKPOINT_PX = 960;
export const NAME_MIN = 2;
export const NATIONALITY_MIN = 2;
export const PHONE_MIN = 9;
export const EMAIL_MIN = 6;
export const PASSWORD_MIN = 6;
export const BIRTH_DATE_MAX_YEARS = 100;
export const PROFILE_PICTURE_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_FILE_MAX_BYTES = 10_485_760;

/** Session lifetimes: a short one, and a long one for "remember me". */
export const SESSION_SHORT_MS = 12 * 60 * 60 * 1000;
export const SESSION_LONG_MS = 30 * DAY_MS;
/** Password reset links are valid for one hour (issue 2), confirmation links for a week. */
export const RESET_TOKEN_MS = 60 * 60 * 1000;
export const CONFIRM_TOKEN_MS = 7 * DAY_MS;
/** Download tokens are short-lived and single-purpose (ARCHITECTURE §6). */
export const DOWNLOAD_TOKEN_MS = 5 * 60 * 1000;
/** The longest path a download token may open: the length of the column that binds it (user_tokens.purpose). */
export const DOWNLOAD_PATH_MAX = 255;
/** Rows one employee import may hold (spec 1 §5 sets the file size; this bounds the work per batch). */
export const IMPORT_MAX_ROWS = 10_000;
/** Imported people choose their own password through a link that stays valid for two weeks. */
export const INVITE_TOKEN_MS = 14 * DAY_MS;
/** Recipients of one staff mail (POST /api/mail), as many as one "select all" hands over. */
export const MAIL_RECIPIENTS_MAX = 5000;
/** A user counts as online when their last request is at most this old (/medewerkers/online). */
export const ONLINE_WINDOW_MINUTES = 5;
/** How often the online-users screen asks again. */
export const ONLINE_REFRESH_MS = 30_000;
