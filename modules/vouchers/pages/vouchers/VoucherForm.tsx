import { collator, formatMoney, t } from '../../../../src/lib/intl';
import type { FieldErrors } from '../../../../src/lib/errors';
import { DateField, Form, FormActions, SelectField, TextAreaField, TextField } from '../../../../views/widgets/Form';
import { nameOptions } from '../../../../views/widgets/formBinding';
import { AutocompleteField } from '../../../../views/widgets/AutocompleteField';
import { widgetMessages as w } from '../../../../views/widgets/widgets.messages';
import { courseGroups } from '../../../people';
import type { CourseOption } from '../../../academic';
import type { PriceQuote } from '../../vouchers.service';
import { vouchersMessages as m } from '../../vouchers.messages';
import { Island } from '../../../../views/Island';
import { missingFor } from '../../../../views/widgets/MissingFirst';
import { usePage } from '../../../../views/context';
import { noTeachersYet } from '../missing';
import { VoucherFormSync, type CoursePrice } from './VoucherFormSync.island';

export interface VoucherFormValues {
  studentId?: number | null;
  courseId?: number | null;
  subjectId?: number | null;
  teacherId?: number | null;
  hours?: string | number | null;
  startDate?: string | null;
  endDate?: string | null;
  remarks?: string | null;
}

export interface VoucherFormChoices {
  customer: { id: number; name: string };
  students: { id: number; name: string; courseId: number | null; courseName: string | null }[];
  courses: CourseOption[];
  subjectsByCourse: Record<number, { id: number; name: string }[]>;
  teachers: { id: number; name: string }[];
}

/** Step one of a new voucher: whose is it (the customer), then the rest of the form. */
export function ChooseCustomer({ error, typed }: { error?: string; typed?: string }) {
  return (
    <form method="get" action="/vouchers/new" className="form">
      <AutocompleteField
        label={t(m.customer)}
        name="customerId"
        textName="customerName"
        source="customers"
        chosenName={typed}
        required
        error={error}
        help={t(m.customerHelp)}
      />
      <div className="form-actions">
        <button type="submit" className="button">
          {t(m.continue)}
        </button>
        <a className="button button-quiet" href="/vouchers">
          {t(w.cancel)}
        </a>
      </div>
    </form>
  );
}

interface Props {
  /** Editing an existing voucher (/manage-voucher/{id}); creating when absent. */
  voucherId?: number;
  /** Editing: the voucher's last change, so a save over someone else's is refused. */
  version?: Date;
  choices: VoucherFormChoices;
  values: VoucherFormValues;
  errors?: FieldErrors;
  /** The price that applies to the chosen course (creating), or the frozen one (editing). */
  price?: PriceQuote | null;
  /** Student, course and subject can no longer change (the voucher has classes or payments). */
  locked?: { studentName: string; courseName: string; subjectName: string };
  /** Creating: the price each course would take today, to show it as the user chooses. */
  coursePrices?: Record<string, PriceQuote | null>;
  /** Creating: a key made with the form, so a double submit creates one voucher. */
  idempotencyKey?: string;
}

/** The island's price texts for each course, formatted here so the browser only fills in hours and amount. */
function priceTexts(prices: Record<string, PriceQuote | null>): Record<string, CoursePrice | null> {
  return Object.fromEntries(
    Object.entries(prices).map(([courseId, p]) => [
      courseId,
      p
        ? {
            cents: p.hourlyPriceCents,
            noHours: t(m.priceAppliesNoHours, { price: formatMoney(p.hourlyPriceCents), name: p.name }),
            withHours: t(m.priceApplies, {
              price: formatMoney(p.hourlyPriceCents),
              name: p.name,
              hours: '__HOURS__',
              amount: '__AMOUNT__',
            }),
          }
        : null,
    ]),
  );
}

/** The voucher form: student, course, subject, teacher, hours, dates and remarks. */
export function VoucherForm({
  voucherId,
  version,
  choices,
  values,
  errors = {},
  price,
  locked,
  coursePrices,
  idempotencyKey,
}: Props) {
  const subjects = values.courseId
    ? (choices.subjectsByCourse[values.courseId] ?? [])
    : [
        ...new Map(
          Object.values(choices.subjectsByCourse)
            .flat()
            .map((s) => [s.id, s]),
        ).values(),
      ].sort((a, b) => collator.compare(a.name, b.name));
  const { actor } = usePage();
  const noCourses = missingFor(actor, 'academicSettings.manage', {
    text: t(m.noCoursesYet),
    href: '/academic-settings/courses/new',
    linkText: t(m.toAcademicSettings),
  });
  // Only when no course offers any: a course without subjects is the menu's own business (it follows the course).
  const noSubjects = Object.values(choices.subjectsByCourse).some((list) => list.length)
    ? undefined
    : missingFor(actor, 'academicSettings.manage', {
        text: t(m.noSubjectsYet),
        href: '/academic-settings/course-subjects',
        linkText: t(m.toAcademicSettings),
      });
  const hours = Number(values.hours);
  const priceText = price
    ? voucherId
      ? t(m.priceFrozen, {
          price: formatMoney(price.hourlyPriceCents),
          amount: formatMoney(price.hourlyPriceCents * (Number.isInteger(hours) && hours > 0 ? hours : 0)),
        })
      : Number.isInteger(hours) && hours > 0
        ? t(m.priceApplies, {
            price: formatMoney(price.hourlyPriceCents),
            name: price.name,
            hours,
            amount: formatMoney(hours * price.hourlyPriceCents),
          })
        : t(m.priceAppliesNoHours, { price: formatMoney(price.hourlyPriceCents), name: price.name })
    : values.courseId
      ? t(m.noPrice)
      : undefined;
  return (
    <Form
      action={voucherId ? `/manage-voucher/${voucherId}` : '/vouchers/new'}
      errors={errors}
      version={version}
      idempotencyKey={idempotencyKey}
    >
      <input type="hidden" name="customerId" value={choices.customer.id} />
      <dl className="facts">
        <dt>{t(m.customer)}</dt>
        <dd>
          <a href={`/customers/${choices.customer.id}`}>{choices.customer.name}</a>
          {!voucherId && (
            <>
              {' · '}
              <a href="/vouchers/new">{t(m.changeCustomer)}</a>
            </>
          )}
        </dd>
        {locked && (
          <>
            <dt>{t(m.student)}</dt>
            <dd>{locked.studentName}</dd>
            <dt>{t(m.course)}</dt>
            <dd>{locked.courseName}</dd>
            <dt>{t(m.subject)}</dt>
            <dd>{locked.subjectName}</dd>
          </>
        )}
      </dl>
      {errors.customerId && <p className="field-error">{errors.customerId}</p>}
      {locked && <p className="field-help">{t(m.lockedHelp)}</p>}
      {!locked && (
        <>
          {choices.students.length === 0 ? (
            <p className="field-error">
              {t(m.customerHasNoStudents)}{' '}
              <a href={`/students/new?customer=${choices.customer.id}`}>{t(m.addStudent)}</a>
            </p>
          ) : (
            <SelectField
              name="studentId"
              label={t(m.student)}
              required
              value={values.studentId}
              error={errors.studentId}
              placeholder={choices.students.length > 1 ? t(m.chooseStudent) : undefined}
              options={choices.students.map((s) => ({
                value: s.id,
                label: s.courseName ? `${s.name} (${s.courseName})` : s.name,
              }))}
            />
          )}
          <div className="form-row">
            <SelectField
              name="courseId"
              label={t(m.course)}
              required
              value={values.courseId}
              error={errors.courseId}
              placeholder={t(m.chooseCourse)}
              groups={courseGroups(choices.courses)}
              help={t(m.courseHelp)}
              whenEmpty={noCourses}
            />
            <SelectField
              name="subjectId"
              label={t(m.subject)}
              required
              value={values.subjectId}
              error={errors.subjectId}
              placeholder={t(m.chooseSubject)}
              options={nameOptions(subjects)}
              help={t(m.subjectHelp)}
              whenEmpty={noSubjects}
            />
          </div>
        </>
      )}
      <SelectField
        name="teacherId"
        label={t(m.teacher)}
        value={values.teacherId}
        error={errors.teacherId}
        placeholder={t(m.noTeacher)}
        options={nameOptions(choices.teachers)}
        whenEmpty={noTeachersYet(actor)}
      />
      <TextField
        name="hours"
        label={t(m.hours)}
        type="number"
        min={1}
        step={1}
        required
        value={values.hours}
        error={errors.hours}
        help={t(m.hoursHelp)}
      />
      <p className={price ? 'voucher-price' : 'field-error'} role="status" data-voucher-price="" hidden={!priceText}>
        {priceText}
      </p>
      {!locked && (
        <Island
          name="VoucherFormSync"
          component={VoucherFormSync}
          props={{
            studentCourses: Object.fromEntries(choices.students.map((s) => [s.id, s.courseId])),
            subjectsByCourse: choices.subjectsByCourse,
            prices: coursePrices && priceTexts(coursePrices),
            noPrice: t(m.noPrice),
            chooseSubject: t(m.chooseSubject),
          }}
        />
      )}
      <div className="form-row">
        <DateField name="startDate" label={t(m.startDate)} value={values.startDate} error={errors.startDate} />
        <DateField
          name="endDate"
          label={t(m.endDate)}
          value={values.endDate}
          error={errors.endDate}
          help={t(m.endDateHelp)}
        />
      </div>
      <TextAreaField
        name="remarks"
        label={t(m.remarks)}
        value={values.remarks}
        error={errors.remarks}
        maxLength={2000}
      />
      <FormActions
        submitLabel={t(voucherId ? w.save : w.create)}
        cancelHref={voucherId ? `/vouchers/${voucherId}` : '/vouchers'}
      />
    </Form>
  );
}
