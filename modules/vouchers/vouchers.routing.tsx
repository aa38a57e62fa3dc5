// What the vouchers' route files share: route ids, the "back" address, the route options, and
// the voucher dialogs (the island's button, its page without JavaScript, and its post).

import type { FastifyInstance, FastifyReply } from 'fastify';
import { postedText } from '../../src/lib/posted';
import { idParam, type IdParams } from '../../src/lib/routeParams';
import { t } from '../../src/lib/intl';
import { submitForm, type FieldErrors } from '../../src/lib/errors';
import { refusedBackTo } from '../../src/lib/refusals';
import { Island } from '../../views/Island';
import { widgetMessages as w } from '../../views/widgets/widgets.messages';
import type { VoucherRow } from './vouchers.service';
import { vouchersMessages as m } from './vouchers.messages';
import { VoucherDialog } from './pages/vouchers/VoucherDialog.island';
import { dateInputTexts } from '../../views/widgets/dateInputTexts';
import { DialogPage } from './pages/vouchers/DialogPage';
import type { DialogContent } from './pages/vouchers/dialogs';

export type Body = Record<string, unknown>;
export type Params = IdParams;
export type Query = Record<string, string | string[] | undefined>;

/** Where a settlement goes back to: a voucher list or a voucher, never elsewhere. */
export const backOf = (value: unknown, fallback = '/vouchers/settlements') =>
  /^\/vouchers(\/[\w-]+)?(\?[\w=&%.-]*)?$/.test(postedText(value)) ? postedText(value) : fallback;

/** The route options of the vouchers' pages: each page's action, a voucher's id in its URL, and the CSRF check of a post. */
export function voucherRouteOptions(app: FastifyInstance) {
  return {
    view: { config: { action: 'vouchers.view' as const } },
    manage: { config: { action: 'vouchers.manage' as const } },
    pay: { config: { action: 'vouchers.pay' as const } },
    settle: { config: { action: 'vouchers.settle' as const } },
    /** A voucher's page, /…/:id ('El bono no existe' for an id that names no voucher). */
    withId: <T extends object>(options: T) => ({ ...options, ...idParam(m.notFound) }),
    post: <T extends object>(options: T) => ({ ...options, preHandler: app.csrfProtection }),
  };
}

export interface DialogButtonOptions {
  reply: FastifyReply;
  content: DialogContent;
  /** The dialog's page, where the button links without JavaScript. */
  fallbackHref: string;
  buttonLabel: string;
  buttonClass?: string;
}

/** The island of a voucher dialog: its button opens it, or links to its page without JavaScript. */
export function dialogButton({
  reply,
  content,
  fallbackHref,
  buttonLabel,
  buttonClass = 'button',
}: DialogButtonOptions) {
  return (
    <Island
      name="VoucherDialog"
      component={VoucherDialog}
      props={{
        ...content,
        csrfToken: reply.generateCsrf(),
        fallbackHref,
        buttonLabel,
        buttonClass,
        cancelLabel: t(w.cancel),
        requiredLabel: t(w.required),
        dateTexts: dateInputTexts('date'),
      }}
    />
  );
}

export interface DialogPageOptions {
  reply: FastifyReply;
  v: VoucherRow;
  content: DialogContent;
  errors?: FieldErrors;
  values?: Record<string, string>;
}

/** A voucher dialog as a page (without JavaScript, or back with its field errors). */
export async function dialogPage({ reply, v, content, errors, values }: DialogPageOptions) {
  return reply.page(
    <DialogPage
      dialog={content}
      cancelHref={content.hidden?.back ?? `/vouchers/${v.id}`}
      errors={errors}
      values={values}
    />,
    { title: content.title, status: errors ? 422 : undefined },
  );
}

export interface DialogPostOptions<T> {
  reply: FastifyReply;
  voucherId: number;
  work: () => Promise<T>;
  done: (value: T) => FastifyReply;
  again: (fields: FieldErrors) => Promise<FastifyReply>;
}

/** A dialog's post: done → back to the voucher with a message; field errors → its page again; a refusal → back with the reason. */
export async function dialogPost<T>({ reply, voucherId, work, done, again }: DialogPostOptions<T>) {
  return refusedBackTo(reply, `/vouchers/${voucherId}`, () => submitForm(work, done, again));
}
