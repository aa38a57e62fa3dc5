/**
 * Placeholder (contract between the staff and teachers work): the *set user password* dialog
 * an admin opens from a user's page (staff and teachers). Renders nothing for non-admins.
 */
export function SetPasswordButton(_props: { userId: number; userName: string }) {
  return null;
}
