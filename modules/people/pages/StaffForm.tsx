import { t } from '../../../src/lib/intl';
import type { FieldErrors } from '../../../src/lib/errors';
import { usePage } from '../../../views/context';
import { Form, FormActions, TextField } from '../../../views/widgets/Form';
import { widgetMessages as w } from '../../../views/widgets/widgets.messages';
import type { StaffRole } from '../staff.service';
import { staffMessages as m } from '../staff.messages';
import { NewPasswordFields } from './NewPasswordFields';
import { bindPersonFields } from './personFields';
import { SetPasswordButton } from './SetPasswordButton';
import { staffBase, StatusBadge } from './StaffList';

export interface StaffFormValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string | null;
}

interface Props {
  role: StaffRole;
  values: StaffFormValues;
  errors?: FieldErrors;
  /** The account being edited (absent on /admins/new and /advisors/new). */
  account?: { id: number; active: boolean; name: string; updatedDate: Date };
  /** A new account's form: the key it is posted with, so sent twice it makes one account (src/lib/idempotency). */
  idempotencyKey?: string;
}

/** /admins/new, /admins/{id} (and the advisors'): personal data; a password only when creating. */
export function StaffForm({ role, values, errors = {}, account, idempotencyKey }: Props) {
  const base = staffBase(role);
  const person = bindPersonFields(values, errors);
  return (
    <>
      <Form
        action={account ? `${base}/${account.id}` : `${base}/new`}
        errors={errors}
        version={account?.updatedDate}
        idempotencyKey={idempotencyKey}
      >
        <div className="form-row">
          <TextField {...person('firstName')} label={t(m.firstName)} required autoFocus={!account} autoComplete="off" />
          <TextField {...person('lastName')} label={t(m.lastName)} required autoComplete="off" />
        </div>
        <div className="form-row">
          <TextField {...person('email')} label={t(m.email)} required autoComplete="off" />
          <TextField {...person('phone')} label={t(m.phone)} autoComplete="off" />
        </div>
        {!account && <NewPasswordFields errors={errors} />}
        <FormActions submitLabel={t(account ? w.save : w.create)} cancelHref={base} />
      </Form>
      {account && <AccountSection role={role} account={account} />}
    </>
  );
}

/** Access to the intranet: status, activate/deactivate, set the password; and why there is no delete. */
function AccountSection({
  role,
  account,
}: {
  role: StaffRole;
  account: { id: number; active: boolean; name: string };
}) {
  const { csrfToken, actor } = usePage();
  const own = actor?.id === account.id;
  return (
    <section className="card staff-account" aria-labelledby="staff-account-title">
      <h2 id="staff-account-title">{t(m.accountSection)}</h2>
      <p>
        <StatusBadge role={role} active={account.active} /> {t(account.active ? m.isActiveText : m.isInactiveText)}
      </p>
      <div className="staff-account-actions">
        {own ? (
          <p className="field-help">{t(m.ownAccount)}</p>
        ) : (
          <form method="post" action={`${staffBase(role)}/${account.id}/active`}>
            <input type="hidden" name="_csrf" value={csrfToken} />
            <input type="hidden" name="active" value={account.active ? 'false' : 'true'} />
            <button type="submit" className={`button ${account.active ? 'button-danger' : ''}`}>
              {t(account.active ? m.deactivate : m.activate)}
            </button>
          </form>
        )}
        <SetPasswordButton userId={account.id} userName={account.name} />
      </div>
      {account.active && !own && <p className="field-help">{t(m.deactivateHelp)}</p>}
      <p className="field-help">{t(m.noDelete)}</p>
    </section>
  );
}
