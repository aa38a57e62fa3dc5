import { postedIds } from '../../src/lib/posted';
import type { FastifyInstance } from 'fastify';
import { t } from '../../src/lib/intl';
import { can } from '../../src/lib/policy';
import { parseListPageQuery } from '../../src/lib/listQuery';
import { usePage } from '../../views/context';
import { Island } from '../../views/Island';
import { autocompleteTexts } from '../../views/widgets/AutocompleteField';
import { resolveFilterChoice } from '../../views/widgets/AutocompleteFilter';
import { widgetMessages as w } from '../../views/widgets/widgets.messages';
import { CLASS_LIST_SPEC } from './classes.shared';
import { classesMessages as m } from './classes.messages';
import { ClassesList, noTeacherChoices } from './pages/classes/ClassesList';
import { durationOptions } from './pages/classes/ClassForm';
import { TeacherClassDialog } from './pages/classes/TeacherClassDialog.island';
import type { VouchersServices } from './index';
import { dateInputTexts } from '../../views/widgets/dateInputTexts';

type Body = Record<string, unknown>;

const backTo = (value: unknown) =>
  typeof value === 'string' && /^\/classes(\?[^\s]*)?$/.test(value) ? value : '/classes';

function TeacherClassButton() {
  const { csrfToken } = usePage();
  return (
    <Island
      name="TeacherClassDialog"
      component={TeacherClassDialog}
      props={{
        fallbackHref: '/classes/teacher-class',
        action: '/classes/teacher-class',
        csrfToken,
        buttonLabel: t(m.newTeacherClass),
        title: t(m.newTeacherClass),
        explain: t(m.newTeacherClassExplain),
        teacher: {
          label: t(m.teacher),
          name: 'teacherId',
          textName: 'teacherName',
          source: 'classTeachers',
          required: true,
          ...autocompleteTexts(),
        },
        voucher: {
          label: t(m.voucher),
          name: 'voucherId',
          textName: 'voucherName',
          source: 'classVouchers',
          required: true,
          help: t(m.voucherHelp),
          ...autocompleteTexts(),
        },
        dateLabel: t(m.date),
        dateInput: dateInputTexts('datetime'),
        durationLabel: t(m.duration),
        durations: durationOptions(),
        remarksLabel: t(m.remarks),
        requiredLabel: t(w.required),
        confirmLabel: t(w.create),
        cancelLabel: t(w.cancel),
      }}
    />
  );
}

/** /classes: the list (live, filters and chips, the teacher's-class button) and the bulk validation of its ticked rows. */
export async function classListRoutes(app: FastifyInstance, { classes }: Pick<VouchersServices, 'classes'>) {
  const view = { config: { action: 'classes.view' as const } };
  const postValidate = { config: { action: 'classes.validate' as const }, preHandler: app.csrfProtection };

  app.get<{ Querystring: Record<string, string> }>('/classes', view, async (request, reply) => {
    const parsed = parseListPageQuery(request.query, CLASS_LIST_SPEC);
    const [{ query, choice, redirect }, names] = await Promise.all([
      resolveFilterChoice({
        raw: request.query,
        query: parsed,
        spec: CLASS_LIST_SPEC,
        base: '/classes',
        name: 'teacher',
        lookup: classes.teacherFilter(request.actor),
        fixed: noTeacherChoices(),
      }),
      classes.filterNames(request.actor, parsed.filters),
    ]);
    if (redirect) return reply.redirect(redirect);
    const data = classes.list(request.actor, query);
    data.catch(() => undefined);
    const voucherId = Number(query.filters.voucher);
    const chips = [
      ...(voucherId > 0
        ? [{ name: 'voucher', text: t(m.voucherFilter, { id: voucherId }), href: `/vouchers/${voucherId}` }]
        : []),
      ...(names.customer ? [{ name: 'customer', text: t(m.customerFilter, { name: names.customer }) }] : []),
      ...(names.student ? [{ name: 'student', text: t(m.studentFilter, { name: names.student }) }] : []),
    ];
    const actions = can(request.actor, 'classes.manage') ? (
      <>
        <TeacherClassButton />
        <a className="button" href="/classes/new">
          {t(m.newClass)}
        </a>
      </>
    ) : undefined;
    return reply.page(
      <ClassesList
        query={query}
        data={data}
        teacher={choice}
        canValidate={can(request.actor, 'classes.validate')}
        chips={chips}
      />,
      { title: t(m.classesTitle), actions },
    );
  });

  app.post<{ Body: Body }>('/classes/validate', postValidate, async (request, reply) => {
    const body = request.body ?? {};
    const ids = postedIds(body.ids);
    const back = backTo(body.back);
    if (ids.length === 0) return reply.flashRedirect(back, 'error', t(m.validateNone));
    const report = await classes.validate(request.actor, ids);
    if (report.refused.length === 0)
      return reply.flashRedirect(back, 'success', t(m.validated, { count: report.validated.length }));
    const details = report.refused.map((r) => `n.º ${r.id}: ${r.message}`).join('; ');
    const text = [
      report.validated.length > 0 ? t(m.validated, { count: report.validated.length }) : '',
      t(m.validateRefused, { count: report.refused.length, details }),
    ]
      .filter(Boolean)
      .join(' ');
    return reply.flashRedirect(back, 'error', text);
  });
}
