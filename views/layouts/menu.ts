import type { Action } from '../../src/lib/policy';
import { defineMessages, type Message } from '../../src/lib/intl';

/** The side menu's groups, in the order they show; the platform owns them, modules fill them. */
export const MENU_GROUPS = ['general', 'commercial', 'academic', 'billing', 'mine', 'profile', 'settings'] as const;
export type MenuGroupName = (typeof MENU_GROUPS)[number];

/** One link of the side menu (and of the start page), declared by a module (`AppModule.menu`). */
export interface MenuEntry {
  group: MenuGroupName;
  /** Order inside the group (lower first); the platform's placeholders use tens. */
  position: number;
  href: string;
  label: Message;
  /** Who sees the entry. */
  action: Action;
}

export interface MenuGroup {
  label: Message;
  entries: MenuEntry[];
}

const l = defineMessages({
  general: { id: 'menu.general', defaultMessage: 'General' },
  commercial: { id: 'menu.commercial', defaultMessage: 'Comercial' },
  academic: { id: 'menu.academic', defaultMessage: 'Académico' },
  billing: { id: 'menu.billing', defaultMessage: 'Facturación' },
  settings: { id: 'menu.settings', defaultMessage: 'Configuración' },
  mine: { id: 'menu.mine', defaultMessage: 'Mi actividad' },
  profile: { id: 'menu.profile', defaultMessage: 'Mi perfil' },
  home: { id: 'menu.home', defaultMessage: 'Inicio' },
  customerInterests: { id: 'menu.customerInterests', defaultMessage: 'Intereses de clientes' },
  invoices: { id: 'menu.invoices', defaultMessage: 'Facturas' },
  payrolls: { id: 'menu.payrolls', defaultMessage: 'Nóminas' },
  historyInvoices: { id: 'menu.historyInvoices', defaultMessage: 'Histórico de facturas' },
  historyPayrolls: { id: 'menu.historyPayrolls', defaultMessage: 'Histórico de nóminas' },
  fiscalSettings: { id: 'menu.fiscalSettings', defaultMessage: 'Ajustes fiscales' },
  teacherSearch: { id: 'menu.teacherSearch', defaultMessage: 'Buscar estudiantes' },
  teacherInterests: { id: 'menu.teacherInterests', defaultMessage: 'Mis solicitudes' },
  teacherPayrolls: { id: 'menu.teacherPayrolls', defaultMessage: 'Mis nóminas' },
});

const GROUP_LABELS: Record<MenuGroupName, Message> = {
  general: l.general,
  commercial: l.commercial,
  academic: l.academic,
  billing: l.billing,
  mine: l.mine,
  profile: l.profile,
  settings: l.settings,
};

/** The platform's own entry: the start page. */
export const HOME_ENTRY: MenuEntry = { group: 'general', position: 10, href: '/', label: l.home, action: 'home.view' };

/**
 * Sections no module builds yet: each answers with an "en preparación" page
 * (src/plugins/sections.tsx). A module's entry with the same href replaces them.
 */
export const PLACEHOLDER_ENTRIES: MenuEntry[] = [
  {
    group: 'commercial',
    position: 10,
    href: '/customer-interests',
    label: l.customerInterests,
    action: 'customerInterests.view',
  },
  { group: 'billing', position: 10, href: '/invoices', label: l.invoices, action: 'invoices.view' },
  { group: 'billing', position: 20, href: '/teacher-payrolls', label: l.payrolls, action: 'payrolls.manage' },
  { group: 'billing', position: 30, href: '/history-invoices', label: l.historyInvoices, action: 'history.view' },
  { group: 'billing', position: 40, href: '/history-payrolls', label: l.historyPayrolls, action: 'history.view' },
  {
    group: 'mine',
    position: 50,
    href: '/teacher-customer-interest-search',
    label: l.teacherSearch,
    action: 'teacherSelf.view',
  },
  { group: 'mine', position: 60, href: '/teacher-interests', label: l.teacherInterests, action: 'teacherSelf.view' },
  { group: 'mine', position: 70, href: '/teacher-payrolls', label: l.teacherPayrolls, action: 'teacherSelf.view' },
  {
    group: 'settings',
    position: 40,
    href: '/fiscal-settings',
    label: l.fiscalSettings,
    action: 'fiscalSettings.manage',
  },
];

export interface Menu {
  /** The groups with their entries, in order (not filtered by role). */
  groups: MenuGroup[];
  /** The placeholders no module replaced: their pages say "en preparación". */
  pending: MenuEntry[];
}

/**
 * The side menu from the modules' entries: the platform's groups in their order, each group's
 * entries by position (ties keep the modules' order), placeholders left where no module
 * provides the same href.
 */
export function buildMenu(entries: readonly MenuEntry[]): Menu {
  const real = new Set(entries.map((e) => e.href));
  const pending = PLACEHOLDER_ENTRIES.filter((e) => !real.has(e.href));
  const all = [HOME_ENTRY, ...entries, ...pending];
  const groups = MENU_GROUPS.map((group) => ({
    label: GROUP_LABELS[group],
    entries: all
      .map((entry, index) => ({ entry, index }))
      .filter(({ entry }) => entry.group === group)
      .sort((a, b) => a.entry.position - b.entry.position || a.index - b.index)
      .map(({ entry }) => entry),
  })).filter((g) => g.entries.length > 0);
  return { groups, pending };
}

/** The top bar's link to change one's password (the page belongs to people's account area). */
export const PASSWORD_HREF = '/password';
