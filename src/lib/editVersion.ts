import { AppError } from './errors';
import { t } from './intl';
import { errorMessages } from './messages';

import { EDIT_VERSION_FIELD } from './formFields';

export { EDIT_VERSION_FIELD };

/** A record's version as a form carries it: its last change, to the millisecond (ISO). */
export const editVersion = (updatedDate: Date | string): string => new Date(updatedDate).toISOString();

/**
 * Two people editing the same record: the second to save would silently undo the first one's
 * changes. An edit form carries the version it showed (`<Form version>`); a save whose version
 * is no longer the record's is refused (409, EDITED_MEANWHILE), nothing written, and the form
 * comes back with the user's values and the current version, so saving again is a choice made
 * knowingly. A post without the field (a program, GraphQL) is not checked.
 */
export function assertNotEditedMeanwhile(posted: unknown, current: { updatedDate: Date | string }): void {
  const version = (posted as Record<string, unknown> | null | undefined)?.[EDIT_VERSION_FIELD];
  if (typeof version !== 'string' || version === '' || version === editVersion(current.updatedDate)) return;
  throw new AppError('EDITED_MEANWHILE', errorMessages.editedMeanwhile, {
    fields: { [EDIT_VERSION_FIELD]: t(errorMessages.editedMeanwhile) },
  });
}
