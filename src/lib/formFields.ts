// @browser: the client reads the key field too (client/formKeys.ts; see eslint/house.js, rule house/browser).
/**
 * The hidden fields a form may post besides its own, named once for the server and for the
 * form widget the browser loads too (views/widgets/Form.tsx): no server code comes with them.
 */

/** An edit form's version: the record's last change when the form was shown (src/lib/editVersion.ts). */
export const EDIT_VERSION_FIELD = '_version';

/** The key of a money-moving form, filled when the form is rendered (src/lib/idempotency.ts). */
export const IDEMPOTENCY_FIELD = 'idempotencyKey';

/**
 * A create form shown again because the same data was saved a moment ago under another key
 * (src/lib/idempotency.ts): the notice is its error, and its value, the form's key, confirms that
 * a second record is wanted when the form is sent again (views/widgets/Form.tsx renders it).
 */
export const REPEAT_FIELD = 'repeatConfirmed';

/** With that notice, the record saved a moment ago: its page and the link's words (the notice links to it). */
export const REPEAT_SAVED_FIELDS = { href: 'repeatSavedHref', text: 'repeatSavedText' } as const;
