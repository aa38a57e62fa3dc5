import { t } from '../../../src/lib/intl';
import { Form } from '../../../views/widgets/Form';
import { widgetMessages as w } from '../../../views/widgets/widgets.messages';
import { placesMessages as m } from '../places.messages';
import type { PlaceKind } from '../places.entities';

/** The confirmation asked before a delete when the dialog cannot open (no JavaScript). */
export function DeletePlace({ kind, id, name }: { kind: PlaceKind; id: number; name: string }) {
  return (
    <Form action={`/places-settings/${kind}/${id}/delete`}>
      <p>{t(m.deleteQuestion, { name })}</p>
      <div className="form-actions">
        <button type="submit" className="button button-danger">
          {t(w.confirmDelete)}
        </button>
        <a className="button button-quiet" href={`/places-settings/${kind}/${id}`}>
          {t(w.cancel)}
        </a>
      </div>
    </Form>
  );
}
