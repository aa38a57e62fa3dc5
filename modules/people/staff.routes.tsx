import { idParam, type IdParams } from '../../src/lib/routeParams';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isAppError, submitForm, type FieldErrors } from '../../src/lib/errors';
import { formKeyOf, newIdempotencyKey, postedFormKeyOf, resentForm } from '../../src/lib/idempotency';
import { t } from '../../src/lib/intl';
import { parseListPageQuery } from '../../src/lib/listQuery';
import { roleLabels } from '../../src/lib/policy';
import { postedBoolean } from '../../views/widgets/Form';
import type { PeopleServices } from './index';
import { STAFF_LIST_SPEC, STAFF_ROLES, type StaffRole, type StaffRow } from './staff.service';
import { staffMessages as m } from './staff.messages';
import { NEW_STAFF, staffBase, staffTitle, StaffList } from './pages/StaffList';
import { StaffForm, type StaffFormValues } from './pages/StaffForm';
import { assertNotEditedMeanwhile } from '../../src/lib/editVersion';

type Params = IdParams;
type Body = Record<string, unknown>;

const nameOf = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();
const valuesOf = (u: StaffRow): StaffFormValues => ({
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  phone: u.phone,
});
const postedValues = (body: Body): StaffFormValues => ({
  firstName: String(body.firstName ?? ''),
  lastName: String(body.lastName ?? ''),
  email: String(body.email ?? ''),
  phone: String(body.phone ?? ''),
});

/** /admins and /advisors: the same screens for both kinds of staff account (admins only). */
export async function staffRoutes(app: FastifyInstance, { staff }: PeopleServices) {
  const page = { config: { action: 'staff.manage' as const } };
  const post = { ...page, preHandler: app.csrfProtection };
  const byId = idParam(m.notFound);

  function renderForm(
    reply: FastifyReply,
    role: StaffRole,
    options: {
      values: StaffFormValues;
      account?: StaffRow;
      errors?: FieldErrors;
      status?: number;
      /** A new account's form: the key it is posted with. */
      idempotencyKey?: string;
    },
  ) {
    const { values } = options;
    const account = options.account && {
      id: options.account.id,
      active: options.account.active,
      name: nameOf(options.account),
      updatedDate: options.account.updatedDate,
    };
    const title = account ? `${roleLabels[role]}: ${account.name}` : t(NEW_STAFF[role]);
    return reply.page(
      <StaffForm
        role={role}
        values={values}
        errors={options.errors}
        account={account}
        idempotencyKey={account ? undefined : options.idempotencyKey}
      />,
      { title, status: options.status },
    );
  }

  for (const role of STAFF_ROLES) {
    const base = staffBase(role);

    app.get<{ Querystring: Record<string, string> }>(base, page, async (request, reply) => {
      const query = parseListPageQuery(request.query, STAFF_LIST_SPEC);
      const data = staff.list(request.actor, role, query);
      data.catch(() => undefined);
      const actions = (
        <a className="button" href={`${base}/new`}>
          {t(NEW_STAFF[role])}
        </a>
      );
      return reply.page(<StaffList role={role} query={query} data={data} />, { title: staffTitle(role), actions });
    });

    app.get(`${base}/new`, page, async (_request, reply) =>
      renderForm(reply, role, { values: {}, idempotencyKey: newIdempotencyKey() }),
    );

    app.post<{ Body: Body }>(`${base}/new`, post, async (request, reply) => {
      return submitForm(
        () =>
          staff
            .create(request.actor, { role, input: request.body, idempotencyKey: postedFormKeyOf(request.body) })
            .catch(
              resentForm(t(m.alreadySent), t(m.repeated), { text: t(m.seeCreated), path: (id) => `${base}/${id}` }),
            ),
        (user) => reply.flashRedirect(`${base}/${user.id}`, 'success', t(m.created, { name: nameOf(user) })),
        (fields) =>
          renderForm(reply, role, {
            values: postedValues(request.body ?? {}),
            errors: fields,
            status: 422,
            idempotencyKey: formKeyOf(request.body, fields),
          }),
      );
    });

    app.get<{ Params: Params }>(`${base}/:id`, { ...page, ...byId }, async (request, reply) => {
      const user = await staff.get(request.actor, request.params.id, role);
      return renderForm(reply, role, { values: valuesOf(user), account: user });
    });

    app.post<{ Params: Params; Body: Body }>(`${base}/:id`, { ...post, ...byId }, async (request, reply) => {
      const id = request.params.id;
      const current = await staff.get(request.actor, id, role);
      // The form edits personal data only; activation has its own button.
      const { active: _ignored, ...body } = request.body ?? {};
      return submitForm(
        () => {
          assertNotEditedMeanwhile(body, current);
          return staff.update(request.actor, { id, input: body, role });
        },
        (user) => reply.flashRedirect(`${base}/${id}`, 'success', t(m.updated, { name: nameOf(user) })),
        (fields) =>
          renderForm(reply, role, {
            values: postedValues(request.body ?? {}),
            account: current,
            errors: fields,
            status: 422,
          }),
      );
    });

    app.post<{ Params: Params; Body: Body }>(`${base}/:id/active`, { ...post, ...byId }, async (request, reply) => {
      const id = request.params.id;
      const active = postedBoolean(request.body?.active);
      try {
        const user = await staff.setActive(request.actor, { id, active, role });
        return reply.flashRedirect(
          `${base}/${id}`,
          'success',
          t(active ? m.activated : m.deactivated, { name: nameOf(user) }),
        );
      } catch (err) {
        // Own account, last admin: back to the record with the reason.
        if (isAppError(err) && err.status === 409) return reply.flashRedirect(`${base}/${id}`, 'error', err.message);
        throw err;
      }
    });
  }
}
