import type { Message } from '../../src/lib/intl';
import type { Dependant } from '../../src/lib/dependants';
import type { Action } from '../../src/lib/policy';
import type { ListSpec } from '../../src/lib/listQuery';
import { validationMessages } from '../../src/lib/messages';
import { idField, validator, type Schema, type Validator } from '../../src/lib/validation';
import { settingsMessages as m } from './settings.messages';

/** The kinds of record under /academic-settings, as they appear in URLs. */
export const ACADEMIC_KINDS = ['levels', 'courses', 'subjects', 'course-subjects', 'studies', 'prices'] as const;
export type AcademicKind = (typeof ACADEMIC_KINDS)[number];

export const isAcademicKind = (value: string): value is AcademicKind =>
  (ACADEMIC_KINDS as readonly string[]).includes(value);

export interface AcademicKindDef {
  table: string;
  singular: Message;
  plural: Message;
  newTitle: Message;
  deleteQuestion: Message;
  /** Who may read the list and the records (prices: staff only; teachers never see them). */
  readAction: Action;
  /**
   * The unique rule of the table: the field that gets the message when it is broken. A name unique
   * by search_key (case and accents ignored) is checked before writing (settings.input.ts):
   * `takenAs` names the record there when it is written otherwise; `within` is the input's
   * field the name is unique under (a course's levelId).
   */
  duplicate: { field: string; message: Message; takenAs?: Message; within?: string };
  /** The catalogue's own tables that point at the record; higher modules register theirs (AcademicSettingsService.addDependant). */
  dependants: Dependant[];
  /** Rows that belong to the record and go with it (a course's offered subjects). */
  cascade: { table: string; column: string }[];
  list: ListSpec;
  validate: Validator<AcademicInput>;
}

/** What a create or update takes, from a form or from GraphQL. */
export interface AcademicInput {
  name?: string;
  position?: number;
  levelId?: number;
  courseId?: number;
  subjectId?: number;
  /** A price's target from the form's single menu: 'level:3' or 'course:12'. */
  target?: string;
  /** Euros as people type them ('24,50'), from the form. */
  customerPrice?: string;
  teacherPay?: string;
  /** Integer cents, from GraphQL. */
  customerPriceCents?: number;
  teacherPayCents?: number;
  validFrom?: string;
}

const name = { type: 'string', minLength: 1, maxLength: 100 };
const id = idField;
const position = {
  type: 'integer',
  minimum: 0,
  maximum: 10000,
  // 99999 is a positive integer: 'debe ser un número entero positivo' told the user nothing.
  'x-messages': { maximum: m.positionMax },
};
// '24,50', '24.5', '1.250,00', '30': read by `readAmount` (settings.input.ts), which says why it refuses
// (not positive, more than two decimals, above MAX_PRICE_CENTS): one pattern said «debe ser un número
// positivo» of 300.000 or 10,005, both positive.
const euros = { type: 'string', maxLength: 20 };
/** The largest price or pay per hour: 100.000,00 €. */
export const MAX_PRICE_CENTS = 10_000_000;
// Above MAX_PRICE_CENTS: told with the limit in settings.input.ts.
const cents = {
  type: 'integer',
  minimum: 1,
  'x-messages': { minimum: validationMessages.positiveNumber, type: validationMessages.positiveNumber },
};

function schema(properties: Schema['properties'], required: string[]): Schema {
  return { type: 'object', properties, required, additionalProperties: false };
}

export const ACADEMIC: Record<AcademicKind, AcademicKindDef> = {
  levels: {
    table: 'levels',
    singular: m.level,
    plural: m.levels,
    newTitle: m.newLevel,
    deleteQuestion: m.deleteQuestion,
    readAction: 'academic.read',
    duplicate: { field: 'name', message: m.levelNameTaken, takenAs: m.levelNameTakenAs },
    dependants: [
      { table: 'courses', column: 'level_id', message: m.usedByCourses },
      { table: 'prices', column: 'level_id', message: m.usedByPrices },
    ],
    cascade: [],
    list: { sortable: ['position', 'name', 'courses'], defaultSort: 'position' },
    validate: validator<AcademicInput>(schema({ name, position }, ['name'])),
  },
  courses: {
    table: 'courses',
    singular: m.course,
    plural: m.courses,
    newTitle: m.newCourse,
    deleteQuestion: m.deleteCourseQuestion,
    readAction: 'academic.read',
    duplicate: { field: 'name', message: m.courseNameTaken, takenAs: m.courseNameTakenAs, within: 'levelId' },
    dependants: [{ table: 'prices', column: 'course_id', message: m.usedByPrices }],
    cascade: [{ table: 'course_subjects', column: 'course_id' }],
    list: { sortable: ['level', 'name', 'subjects'], defaultSort: 'level', filters: ['level'] },
    validate: validator<AcademicInput>(schema({ levelId: id, name, position }, ['levelId', 'name'])),
  },
  subjects: {
    table: 'subjects',
    singular: m.subject,
    plural: m.subjects,
    newTitle: m.newSubject,
    deleteQuestion: m.deleteSubjectQuestion,
    readAction: 'academic.read',
    duplicate: { field: 'name', message: m.subjectNameTaken, takenAs: m.subjectNameTakenAs },
    dependants: [],
    cascade: [{ table: 'course_subjects', column: 'subject_id' }],
    list: { sortable: ['name', 'courses'], defaultSort: 'name' },
    validate: validator<AcademicInput>(schema({ name }, ['name'])),
  },
  'course-subjects': {
    table: 'course_subjects',
    singular: m.courseSubject,
    plural: m.courseSubjects,
    newTitle: m.newCourseSubject,
    deleteQuestion: m.deleteQuestion,
    readAction: 'academic.read',
    duplicate: { field: 'subjectId', message: m.courseSubjectTaken },
    dependants: [],
    cascade: [],
    list: { sortable: ['course', 'subject'], defaultSort: 'course', filters: ['course'] },
    validate: validator<AcademicInput>(schema({ courseId: id, subjectId: id }, ['courseId', 'subjectId'])),
  },
  studies: {
    table: 'studies',
    singular: m.study,
    plural: m.studies,
    newTitle: m.newStudy,
    deleteQuestion: m.deleteQuestion,
    readAction: 'academic.read',
    duplicate: { field: 'name', message: m.studyNameTaken, takenAs: m.studyNameTakenAs },
    dependants: [],
    cascade: [],
    list: { sortable: ['name'], defaultSort: 'name' },
    validate: validator<AcademicInput>(schema({ name: { ...name, maxLength: 150 } }, ['name'])),
  },
  prices: {
    table: 'prices',
    singular: m.price,
    plural: m.prices,
    newTitle: m.newPrice,
    deleteQuestion: m.deleteQuestion,
    // Staff price vouchers; teachers never see what the customer pays.
    readAction: 'academicPrices.read',
    duplicate: { field: 'validFrom', message: m.priceDateTaken },
    dependants: [],
    cascade: [],
    list: {
      sortable: ['target', 'name', 'customerPrice', 'teacherPay', 'validFrom'],
      defaultSort: 'target',
      filters: ['level', 'state'],
    },
    validate: validator<AcademicInput>(
      schema(
        {
          name,
          target: {
            type: 'string',
            pattern: '^(level|course):[0-9]{1,9}$',
            'x-messages': { pattern: validationMessages.invalidOption },
          },
          levelId: id,
          courseId: id,
          customerPrice: euros,
          teacherPay: euros,
          customerPriceCents: cents,
          teacherPayCents: cents,
          validFrom: { type: 'string', format: 'date' },
        },
        ['name', 'validFrom'],
      ),
    ),
  },
};
