import { t } from '../../src/lib/intl';
import { usePage } from '../context';
import { Island } from '../Island';
import { DeleteDialog } from './DeleteDialog.island';
import { widgetMessages as w } from './widgets.messages';

/**
 * The delete button of a record's page (`href`): the delete dialog posting to `{href}/delete`,
 * or, without JavaScript, a link to the confirmation page at the same address. A record that
 * cannot be deleted now says why in its place (`blocker`: "still has 4 courses"), rather than
 * asking to confirm and then refusing.
 */
export function DeleteButton({
  href,
  title,
  question,
  blocker,
}: {
  href: string;
  title: string;
  question: string;
  blocker?: string | null;
}) {
  const { csrfToken } = usePage();
  if (blocker) return <p className="actions-note">{blocker}</p>;
  return (
    <Island
      name="DeleteDialog"
      component={DeleteDialog}
      props={{
        confirmHref: `${href}/delete`,
        action: `${href}/delete`,
        csrfToken,
        buttonLabel: t(w.delete),
        title,
        question,
        confirmLabel: t(w.confirmDelete),
        cancelLabel: t(w.cancel),
      }}
    />
  );
}
