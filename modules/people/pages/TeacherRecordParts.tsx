import type { ReactNode } from 'react';
import { t } from '../../../src/lib/intl';
import type { FieldErrors } from '../../../src/lib/errors';
import type { ListPage, ListQuery, ListSpec } from '../../../src/lib/listQuery';
import { DataTable, type Column } from '../../../views/widgets/DataTable';
import { Form, FormActions, TextAreaField } from '../../../views/widgets/Form';
import { widgetMessages as w } from '../../../views/widgets/widgets.messages';
import { teacherRecordsMessages as m } from '../teacherRecords.messages';

/** A list of a teacher's records (studies, subjects, files) under `base`, each row a link to its page. */
export function TeacherRecordTable<T extends { id: number }>(props: {
  caption: string;
  columns: Column<T>[];
  spec: ListSpec;
  base: string;
  query: ListQuery;
  data: Promise<ListPage<T>>;
  filters?: ReactNode;
}) {
  const { base } = props;
  return <DataTable {...props} rowHref={(r) => `${base}/${r.id}`} />;
}

/** The form of one of a teacher's records: its own fields, then the remarks, add (or save) and cancel. */
export function TeacherRecordForm({
  action,
  isNew,
  version,
  remarks,
  errors = {},
  cancelHref,
  children,
}: {
  action: string;
  isNew: boolean;
  /** The record's last change, for an edit form (src/lib/editVersion.ts). */
  version?: Date;
  remarks?: string | null;
  errors?: FieldErrors;
  cancelHref: string;
  children: ReactNode;
}) {
  return (
    <Form action={action} errors={errors} version={version}>
      {children}
      <TextAreaField name="remarks" label={t(m.remarks)} value={remarks} error={errors.remarks} maxLength={2000} />
      <FormActions submitLabel={t(isNew ? m.add : w.save)} cancelHref={cancelHref} />
    </Form>
  );
}
