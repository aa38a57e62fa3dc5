import { t } from '../../src/lib/intl';
import { Form } from './Form';
import { widgetMessages as w } from './widgets.messages';

/** The confirmation asked before a delete when the delete dialog cannot open (no JavaScript). */
export function ConfirmDelete({
  action,
  cancelHref,
  question,
}: {
  action: string;
  cancelHref: string;
  question: string;
}) {
  return (
    <Form action={action}>
      <p>{question}</p>
      <div className="form-actions">
        <button type="submit" className="button button-danger">
          {t(w.confirmDelete)}
        </button>
        <a className="button button-quiet" href={cancelHref}>
          {t(w.cancel)}
        </a>
      </div>
    </Form>
  );
}
