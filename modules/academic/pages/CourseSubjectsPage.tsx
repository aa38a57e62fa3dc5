import { t } from '../../../src/lib/intl';
import type { FieldErrors } from '../../../src/lib/errors';
import { Form, FormActions } from '../../../views/widgets/Form';
import { MissingFirst } from '../../../views/widgets/MissingFirst';
import { settingsMessages as m } from '../settings.messages';
import { listBase, type LevelChoice } from './AcademicList';

interface Props {
  levels: LevelChoice[];
  course?: { id: number; name: string };
  subjects: { id: number; name: string; offered: boolean }[];
  errors?: FieldErrors;
}

/**
 * /academic-settings/course-subjects: pick a course (a GET form, so each course is a URL),
 * then tick the subjects it offers and save them all at once.
 */
export function CourseSubjectsPage({ levels, course, subjects, errors = {} }: Props) {
  return (
    <div className="course-subjects">
      <p className="intro">{t(m.byCourseIntro)}</p>
      {!levels.some((l) => l.courses.length) && (
        <MissingFirst
          missing={{ text: t(m.noCoursesYet), href: '/academic-settings/courses/new', linkText: t(m.newCourse) }}
        />
      )}
      <form method="get" action="/academic-settings/course-subjects" className="card course-picker">
        <label className="field field-inline">
          <span className="field-label">{t(m.course)}</span>
          <select name="courseId" defaultValue={course ? String(course.id) : ''} className="input">
            <option value="">{t(m.chooseCourse)}</option>
            {levels.map((l) => (
              <optgroup key={l.id} label={l.name}>
                {l.courses.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
        <button type="submit" className="button button-secondary">
          {t(m.show)}
        </button>
      </form>
      {course && (
        <Form action={`/academic-settings/course-subjects?courseId=${course.id}`} errors={errors}>
          <input type="hidden" name="courseId" value={course.id} />
          <fieldset className={`field choice-groups${errors.subjectIds ? ' field-invalid' : ''}`}>
            <legend className="field-label">{t(m.offeredSubjects, { course: course.name })}</legend>
            {subjects.length === 0 && (
              <MissingFirst
                missing={{
                  text: t(m.noSubjectsYet),
                  href: '/academic-settings/subjects/new',
                  linkText: t(m.newSubject),
                }}
              />
            )}
            <div className="choice-grid">
              {subjects.map((s) => (
                <label key={s.id} className="check-label">
                  <input type="checkbox" name="subjectIds" value={s.id} defaultChecked={s.offered} /> {s.name}
                </label>
              ))}
            </div>
            {errors.subjectIds && <p className="field-error">{errors.subjectIds}</p>}
          </fieldset>
          <FormActions submitLabel={t(m.saveSubjects)} cancelHref={listBase('course-subjects')} />
        </Form>
      )}
    </div>
  );
}
