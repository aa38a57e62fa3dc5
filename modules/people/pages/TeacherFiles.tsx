import { formatDate, t } from '../../../src/lib/intl';
import type { FieldErrors } from '../../../src/lib/errors';
import type { ListPage, ListQuery } from '../../../src/lib/listQuery';
import { FilterSelect, type Column } from '../../../views/widgets/DataTable';
import { Form, FormActions, SelectField } from '../../../views/widgets/Form';
import { widgetMessages as w } from '../../../views/widgets/widgets.messages';
import {
  FILE_KINDS,
  FILE_LIST_SPEC,
  fileKindLabels,
  type FileKind,
  type TeacherFileRow,
} from '../teacherRecords.service';
import { teacherRecordsMessages as m } from '../teacherRecords.messages';
import { TeacherRecordTable } from './TeacherRecordParts';

const sizeFormat = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });

/** 2048 → '2 KB', 3 400 000 → '3,2 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${sizeFormat.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}

export const kindOptions = () => FILE_KINDS.map((k) => ({ value: k, label: t(fileKindLabels[k]) }));

/** /teacher-files (and the staff's /teachers/{id}/files): the teacher's documents. */
export function TeacherFilesList({
  base,
  query,
  data,
}: {
  base: string;
  query: ListQuery;
  data: Promise<ListPage<TeacherFileRow>>;
}) {
  const columns: Column<TeacherFileRow>[] = [
    { key: 'name', label: t(m.name), sortable: true, primary: true, render: (r) => r.originalName },
    { key: 'kind', label: t(m.kind), sortable: true, render: (r) => <TeacherFileKind file={r} /> },
    { key: 'size', label: t(m.size), sortable: true, render: (r) => formatFileSize(r.size) },
    { key: 'createdDate', label: t(m.uploadedDate), sortable: true, render: (r) => formatDate(r.createdDate) },
    {
      key: 'download',
      label: t(m.download),
      render: (r) => (
        <a href={`${base}/${r.id}/download`} download>
          {t(m.download)}
          <span className="visually-hidden"> {r.originalName}</span>
        </a>
      ),
    },
  ];
  return (
    <TeacherRecordTable
      caption={t(m.files)}
      columns={columns}
      data={data}
      query={query}
      spec={FILE_LIST_SPEC}
      base={base}
      filters={<FilterSelect name="kind" label={t(m.kind)} all={t(m.allKinds)} options={kindOptions()} />}
    />
  );
}

export function TeacherFileKind({ file }: { file: TeacherFileRow }) {
  return (
    <>
      {t(fileKindLabels[file.kind])}
      {file.isCurrentCv && <span className="badge">{t(m.currentCv)}</span>}
    </>
  );
}

/**
 * The upload form: multipart/form-data, so it works without JavaScript. The CSRF token goes
 * first so the server has it before the file.
 */
export function TeacherFileUpload({
  action,
  kind,
  errors = {},
  cancelHref,
}: {
  action: string;
  kind?: string;
  errors?: FieldErrors;
  cancelHref: string;
}) {
  return (
    // The file input is drawn here, out of the summary's sight: its label is given.
    <Form action={action} encType="multipart/form-data" errors={errors} labels={{ file: t(m.file) }}>
      <SelectField
        name="kind"
        label={t(m.kind)}
        value={kind ?? 'cv'}
        error={errors.kind}
        required
        options={kindOptions()}
      />
      <div className={`field${errors.file ? ' field-invalid' : ''}`}>
        <label className="field-label" htmlFor="f-file">
          {t(m.file)}
          <span className="field-required"> ({t(w.required)})</span>
        </label>
        <input
          id="f-file"
          name="file"
          type="file"
          className="input"
          required
          accept=".pdf,.jpg,.jpeg,.png,.doc,.docx,application/pdf,image/jpeg,image/png,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={['f-file-help', errors.file && 'f-file-error'].filter(Boolean).join(' ')}
        />
        <p className="field-help" id="f-file-help">
          {t(m.fileHelp)}
        </p>
        {errors.file && (
          <p className="field-error" id="f-file-error">
            {errors.file}
          </p>
        )}
      </div>
      <FormActions submitLabel={t(m.newFile)} cancelHref={cancelHref} />
    </Form>
  );
}

/** A document's page: what it is, its download, and its kind (which can be changed). */
export function TeacherFileDetail({
  action,
  file,
  downloadHref,
  kind,
  errors = {},
  cancelHref,
}: {
  action: string;
  file: TeacherFileRow;
  downloadHref: string;
  kind?: FileKind;
  errors?: FieldErrors;
  cancelHref: string;
}) {
  return (
    <>
      <dl className="record-facts card">
        <dt>{t(m.name)}</dt>
        <dd>{file.originalName}</dd>
        <dt>{t(m.size)}</dt>
        <dd>{formatFileSize(file.size)}</dd>
        <dt>{t(m.uploadedDate)}</dt>
        <dd>{formatDate(file.createdDate)}</dd>
        <dt>{t(m.file)}</dt>
        <dd>
          <a className="button button-secondary" href={downloadHref} download>
            {t(m.download)}
          </a>
        </dd>
      </dl>
      <Form action={action} errors={errors}>
        <SelectField
          name="kind"
          label={t(m.kind)}
          value={kind ?? file.kind}
          error={errors.kind}
          required
          options={kindOptions()}
        />
        <FormActions submitLabel={t(w.save)} cancelHref={cancelHref} />
      </Form>
    </>
  );
}
