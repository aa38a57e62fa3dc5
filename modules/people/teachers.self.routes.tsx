// The teacher's own profile: their data and their preferred districts.

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { t } from '../../src/lib/intl';
import { submitForm, type FieldErrors } from '../../src/lib/errors';
import { postedBoolean } from '../../views/widgets/Form';
import type { PeopleServices } from './index';
import { teachersMessages as m } from './teachers.messages';
import { postedTeacherValues, type TeacherFormValues } from './pages/TeacherForm';
import { TeacherDistrictsPage } from './pages/TeacherDistrictsPage';
import { TeacherSettings } from './pages/TeacherSettings';
import { districtsDialog, formInput, teacherValues, type Body } from './teachers.pages';
import { assertNotEditedMeanwhile } from '../../src/lib/editVersion';

export async function teacherSettingsRoutes(app: FastifyInstance, { teachers }: PeopleServices) {
  const selfView = { config: { action: 'teacherSelf.view' as const } };
  const selfEdit = { config: { action: 'teacherSelf.edit' as const }, preHandler: app.csrfProtection };

  async function renderSettings(
    request: FastifyRequest,
    reply: FastifyReply,
    options: { values?: TeacherFormValues; errors?: FieldErrors; status?: number } = {},
  ) {
    const teacher = await teachers.myProfile(request.actor);
    const choices = await teachers.districtChoices(request.actor);
    return reply.page(
      <TeacherSettings
        teacher={teacher}
        values={options.values ?? teacherValues(teacher)}
        errors={options.errors}
        districtsDialog={districtsDialog({ reply, base: '/teacher-settings', teacher, choices })}
      />,
      { title: t(m.settingsTitle), status: options.status },
    );
  }

  app.get('/teacher-settings', selfView, async (request, reply) => renderSettings(request, reply));

  app.post<{ Body: Body }>('/teacher-settings', selfEdit, async (request, reply) => {
    const current = await teachers.myProfile(request.actor);
    return submitForm(
      () => {
        assertNotEditedMeanwhile(request.body, current);
        return teachers.updateMyProfile(request.actor, formInput(request.body));
      },
      () => reply.flashRedirect('/teacher-settings', 'success', t(m.settingsSaved)),
      (errors) =>
        renderSettings(request, reply, {
          values: postedTeacherValues(request.body ?? {}, postedBoolean),
          errors,
          status: 422,
        }),
    );
  });

  app.get('/teacher-settings/districts', selfView, async (request, reply) => {
    const teacher = await teachers.myProfile(request.actor);
    const choices = await teachers.districtChoices(request.actor);
    return reply.page(
      <TeacherDistrictsPage
        action="/teacher-settings/districts"
        backHref="/teacher-settings"
        choices={choices}
        selected={teacher.districts.map((d) => d.id)}
      />,
      {
        title: t(m.districtsTitle),
      },
    );
  });

  app.post<{ Body: Body }>('/teacher-settings/districts', selfEdit, async (request, reply) => {
    await teachers.setDistricts(request.actor, request.actor!.id, request.body?.districtIds ?? []);
    return reply.flashRedirect('/teacher-settings', 'success', t(m.districtsSaved));
  });
}
