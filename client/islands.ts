import type { ComponentType } from 'react';

/**
 * Every island the server may render, by name. Each is its own chunk, loaded only on pages
 * that use it.
 */
export const islands = {
  Autocomplete: () => import('../views/widgets/Autocomplete.island').then((m) => m.Autocomplete),
  DeleteDialog: () => import('../views/widgets/DeleteDialog.island').then((m) => m.DeleteDialog),
  SetPasswordDialog: () => import('../modules/people/pages/SetPasswordDialog.island').then((m) => m.SetPasswordDialog),
  DropOutDialog: () => import('../modules/people/pages/DropOutDialog.island').then((m) => m.DropOutDialog),
  TeacherDistrictsDialog: () => import('../modules/people/pages/TeacherDistrictsDialog.island').then((m) => m.TeacherDistrictsDialog),
  CustomerInvoiceData: () => import('../modules/people/pages/CustomerInvoiceData.island').then((m) => m.CustomerInvoiceData),
  RowsPerPage: () => import('../views/widgets/RowsPerPage.island').then((m) => m.RowsPerPage),
  WeeklySlots: () => import('../views/widgets/WeeklySlots.island').then((m) => m.WeeklySlots),
  ClassesLive: () => import('../modules/vouchers/pages/classes/ClassesLive.island').then((m) => m.ClassesLive),
  LinkClassDialog: () => import('../modules/vouchers/pages/classes/LinkClassDialog.island').then((m) => m.LinkClassDialog),
  TeacherClassDialog: () => import('../modules/vouchers/pages/classes/TeacherClassDialog.island').then((m) => m.TeacherClassDialog),
  VoucherDialog: () => import('../modules/vouchers/pages/vouchers/VoucherDialog.island').then((m) => m.VoucherDialog),
  SettleDialog: () => import('../modules/vouchers/pages/vouchers/SettleDialog.island').then((m) => m.SettleDialog),
  VoucherFormSync: () => import('../modules/vouchers/pages/vouchers/VoucherFormSync.island').then((m) => m.VoucherFormSync),
  PrintButton: () => import('../modules/vouchers/pages/vouchers/PrintButton.island').then((m) => m.PrintButton),
} satisfies Record<string, () => Promise<ComponentType<never>>>;

export type IslandName = keyof typeof islands;
