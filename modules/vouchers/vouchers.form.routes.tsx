import { formKeyOf, postedFormKeyOf, resentForm } from '../../src/lib/idempotency';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { postedId, postedText } from '../../src/lib/posted';
import { t, todayInMadrid } from '../../src/lib/intl';
import { invalidInput, isAppError, notFound, submitForm, type FieldErrors } from '../../src/lib/errors';
import { validationMessages } from '../../src/lib/messages';
import type { VoucherDetail, VoucherRow } from './vouchers.service';
import { vouchersMessages as m } from './vouchers.messages';
import { ChooseCustomer, VoucherForm, type VoucherFormValues } from './pages/vouchers/VoucherForm';
import { voucherRouteOptions, type Body, type Params, type Query } from './vouchers.routing';
import type { VouchersServices } from './index';
import { assertNotEditedMeanwhile } from '../../src/lib/editVersion';
import { MissingFirst } from '../../views/widgets/MissingFirst';
import { noCustomersYet } from './pages/missing';

function valuesOf(v: VoucherRow): VoucherFormValues {
  return {
    studentId: v.studentId,
    courseId: v.courseId,
    subjectId: v.subjectId,
    teacherId: v.teacherId,
    hours: v.hours,
    startDate: v.startDate,
    endDate: v.endDate,
    remarks: v.remarks,
  };
}

function postedValues(body: Body): VoucherFormValues {
  return {
    studentId: postedId(body.studentId),
    courseId: postedId(body.courseId),
    subjectId: postedId(body.subjectId),
    teacherId: postedId(body.teacherId),
    hours: postedText(body.hours),
    startDate: postedText(body.startDate),
    endDate: postedText(body.endDate),
    remarks: postedText(body.remarks),
  };
}

interface RenderFormOptions {
  request: FastifyRequest;
  reply: FastifyReply;
  customerId: number;
  values: VoucherFormValues;
  voucher?: VoucherDetail;
  errors?: FieldErrors;
  status?: number;
}

/** Creating and editing a voucher: /vouchers/new (a customer first) and /manage-voucher/:id. */
export async function voucherFormRoutes(app: FastifyInstance, { vouchers }: VouchersServices) {
  const { manage, post, withId } = voucherRouteOptions(app);

  async function renderForm({ request, reply, customerId, values, voucher, errors, status }: RenderFormOptions) {
    const choices = await vouchers.formChoices(request.actor, customerId);
    if (!choices.customer) throw notFound(m.customerNotFound);
    if (!voucher) {
      // Defaults: the only student, and the chosen student's course.
      if (!values.studentId && choices.students.length === 1) values.studentId = choices.students[0].id;
      if (!values.courseId && values.studentId)
        values.courseId = choices.students.find((s) => s.id === values.studentId)?.courseId ?? null;
    }
    const price = voucher
      ? {
          priceId: voucher.priceId ?? 0,
          name: voucher.priceName ?? '',
          hourlyPriceCents: voucher.hourlyPriceCents,
          teacherHourlyPayCents: voucher.teacherHourlyPayCents,
          validFrom: '',
        }
      : values.courseId
        ? // A posted course that is not there: the form says so on its field, the price is none.
          await vouchers.price(request.actor, values.courseId).then(
            (found) => found ?? null,
            (err: unknown) => {
              if (isAppError(err) && err.code === 'NOT_FOUND') return null;
              throw err;
            },
          )
        : undefined;
    const locked =
      voucher && !voucher.identityEditable
        ? { studentName: voucher.studentName, courseName: voucher.courseName, subjectName: voucher.subjectName }
        : undefined;
    // Creating: every course's price today, so the form shows the right one as the course changes.
    const coursePrices = voucher
      ? undefined
      : await vouchers.coursePrices(
          request.actor,
          choices.courses.map((c) => c.id),
        );
    return reply.page(
      <VoucherForm
        voucherId={voucher?.id}
        version={voucher?.updatedDate}
        choices={{ ...choices, customer: choices.customer }}
        values={values}
        errors={errors}
        price={price}
        locked={locked}
        coursePrices={coursePrices}
        idempotencyKey={voucher ? undefined : formKeyOf(request.body, errors)}
      />,
      {
        title: voucher ? t(m.editVoucher, { id: voucher.id }) : t(m.newVoucher),
        status,
      },
    );
  }

  app.get<{ Querystring: Query }>('/vouchers/new', manage, async (request, reply) => {
    const { customerId, customerName, studentId } = request.query;
    let customer = postedId(customerId);
    if (!customer && postedId(studentId))
      customer = await vouchers.customerOfStudent(request.actor, postedId(studentId)!);
    // The first visit asks for a customer; "Continuar" with nothing typed says it is required.
    if (!customer && !postedText(customerName) && customerName === undefined && customerId === undefined)
      return reply.page(
        <>
          {!(await vouchers.hasCustomers(request.actor)) && <MissingFirst missing={noCustomersYet(request.actor)} />}
          <ChooseCustomer />
        </>,
        { title: t(m.newVoucher) },
      );
    try {
      const found = await vouchers.findCustomer(
        request.actor,
        customer ?? undefined,
        customerId ? undefined : postedText(customerName) || undefined,
      );
      return await renderForm({
        request,
        reply,
        customerId: found.id,
        values: { studentId: postedId(studentId), startDate: todayInMadrid() },
      });
    } catch (err) {
      if (isAppError(err) && err.fields)
        return reply.page(<ChooseCustomer error={err.fields.customerId} typed={postedText(customerName)} />, {
          title: t(m.newVoucher),
          status: 422,
        });
      throw err;
    }
  });

  app.post<{ Body: Body }>('/vouchers/new', post(manage), async (request, reply) => {
    const body = request.body ?? {};
    return submitForm(
      () =>
        vouchers
          .create(request.actor, body, { idempotencyKey: postedFormKeyOf(body) })
          .catch(
            resentForm(t(m.alreadySent), t(m.repeated), { text: t(m.seeCreated), path: (id) => `/vouchers/${id}` }),
          ),
      (saved) => reply.flashRedirect(`/vouchers/${saved.id}`, 'success', t(m.created, { id: saved.id })),
      // Without a known customer there is no form to show again: back to choosing one.
      (fields) =>
        fields.customerId
          ? reply.page(<ChooseCustomer error={fields.customerId} />, { title: t(m.newVoucher), status: 422 })
          : renderForm({
              request,
              reply,
              customerId: postedId(body.customerId) ?? 0,
              values: postedValues(body),
              errors: fields,
              status: 422,
            }),
    );
  });

  app.get('/manage-voucher', manage, async (_request, reply) => reply.redirect('/vouchers/new'));

  app.get<{ Params: Params }>('/manage-voucher/:id', withId(manage), async (request, reply) => {
    const voucher = await vouchers.get(request.actor, request.params.id);
    // Opened by its address: a settled voucher cannot change, so no form to fill in vain.
    if (voucher.storedStatus === 'settled')
      return reply.flashRedirect(`/vouchers/${voucher.id}`, 'error', t(m.settledFinal));
    return renderForm({ request, reply, customerId: voucher.customerId, values: valuesOf(voucher), voucher });
  });

  app.post<{ Params: Params; Body: Body }>('/manage-voucher/:id', post(withId(manage)), async (request, reply) => {
    const id = request.params.id;
    const voucher = await vouchers.get(request.actor, id);
    const body = { ...(request.body ?? {}) };
    // The teacher menu's empty choice means "no teacher".
    const input: Body = { ...body, clearTeacher: !postedText(body.teacherId) };
    delete input._csrf;
    return submitForm(
      () => {
        assertNotEditedMeanwhile(body, voucher);
        // The form's hours are required: emptied, they are refused on their field (the update kept the
        // old hours and said «guardado»; an API client leaving them out still keeps them).
        if ('hours' in body && !postedText(body.hours)) throw invalidInput({ hours: t(validationMessages.required) });
        return vouchers.update(request.actor, id, input);
      },
      (saved) => reply.flashRedirect(`/vouchers/${saved.id}`, 'success', t(m.updated, { id: saved.id })),
      (fields) =>
        renderForm({
          request,
          reply,
          customerId: voucher.customerId,
          values: { ...valuesOf(voucher), ...postedValues(body) },
          voucher,
          errors: fields,
          status: 422,
        }),
    );
  });
}
