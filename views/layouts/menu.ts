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

export interface Menu {
  /** The groups with their entries, in order (not filtered by role). */
  groups: MenuGroup[];
}

/**
 * The side menu from the modules' entries: the platform's groups in their order, each group's
 * entries by position (ties keep the modules' order).
 */
export function buildMenu(entries: readonly MenuEntry[]): Menu {
  const all = [HOME_ENTRY, ...entries];
  const groups = MENU_GROUPS.map((group) => ({
    label: GROUP_LABELS[group],
    entries: all
      .map((entry, index) => ({ entry, index }))
      .filter(({ entry }) => entry.group === group)
      .sort((a, b) => a.entry.position - b.entry.position || a.index - b.index)
      .map(({ entry }) => entry),
  })).filter((g) => g.entries.length > 0);
  return { groups };
}

/** The top bar's link to change one's password (the page belongs to people's account area). */
export const PASSWORD_HREF = '/password';
