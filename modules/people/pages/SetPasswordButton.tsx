import { t } from '../../../src/lib/intl';
import { can } from '../../../src/lib/policy';
import { validationMessages as v } from '../../../src/lib/messages';
import { usePage } from '../../../views/context';
import { Island } from '../../../views/Island';
import { widgetMessages as w } from '../../../views/widgets/widgets.messages';
import { accountMessages as m } from '../account.messages';
import { SetPasswordDialog } from './SetPasswordDialog.island';

/**
 * The *set user password* dialog an admin opens from a user's page (staff and teachers).
 * Renders nothing for non-admins nor on the admin's own page (they use /password). Without
 * JavaScript it is a link to /user-set-password/{id}.
 */
export function SetPasswordButton({ userId, userName }: { userId: number; userName: string }) {
  const { actor, csrfToken } = usePage();
  if (!can(actor, 'users.setPassword') || actor?.id === userId) return null;
  return (
    <Island
      name="SetPasswordDialog"
      component={SetPasswordDialog}
      props={{
        href: `/user-set-password/${userId}`,
        csrfToken,
        buttonLabel: t(m.setButton),
        title: t(m.setTitle, { name: userName }),
        intro: t(m.setIntro, { name: userName }),
        passwordLabel: t(m.newPassword),
        repeatLabel: t(m.passwordRepeat),
        help: t(m.passwordHelp),
        submitLabel: t(m.setSubmit),
        cancelLabel: t(w.cancel),
        messages: { required: t(v.required), length: t(v.passwordLength), repeat: t(v.passwordRepeat) },
      }}
    />
  );
}
