import { sortKeySql } from './people.sql';
import type { Knex } from 'knex';
import { isAppError, notFound } from '../../src/lib/errors';
import { ID_CODEC, idempotent, type IdempotencyKey } from '../../src/lib/idempotency';
import type { ListPage, ListQuery, ListSpec } from '../../src/lib/listQuery';
import { authorize, can, type Actor } from '../../src/lib/policy';
import { t } from '../../src/lib/intl';
import { setupItem, type TodoItem } from '../../src/lib/todo';
import { collectFieldErrors, keepingLeftOut, validator } from '../../src/lib/validation';
import { hashPassword } from './auth.service';
import type { PeopleDeps } from './people.deps';
import { staffMessages as m } from './staff.messages';
import {
  assertEmailFree,
  assertPasswordsMatch,
  emailTakenMeanwhile,
  normaliseEmail,
  passwordFields,
  userFields,
} from './users';
import { peopleError } from './people.errors';

/** The two kinds of staff account; teachers have their own screens. */
export const STAFF_ROLES = ['admin', 'advisor', 'accountant'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const isStaffRole = (value: unknown): value is StaffRole => (STAFF_ROLES as readonly unknown[]).includes(value);

export interface StaffRow {
  id: number;
  role: StaffRole;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  active: boolean;
  createdDate: Date;
  updatedDate: Date;
}

export interface StaffCreateInput {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  password: string;
  passwordRepeat: string;
}

export interface StaffUpdateInput {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  active?: boolean;
}

export const STAFF_LIST_SPEC: ListSpec = {
  sortable: ['name', 'email', 'active', 'createdDate'],
  defaultSort: 'name',
  filters: ['status'],
};

const SORT_COLUMNS: Record<string, string> = {
  name: sortKeySql("last_name || ' ' || first_name"),
  email: 'lower(email)',
  active: 'active',
  createdDate: 'created_date',
};

const required = ['firstName', 'lastName', 'email'] as const;
export const staffCreateSchema = validator<StaffCreateInput>({
  type: 'object',
  properties: { ...userFields, ...passwordFields },
  required: [...required, 'password', 'passwordRepeat'],
  additionalProperties: false,
});
export const staffUpdateSchema = validator<StaffUpdateInput>({
  type: 'object',
  properties: { ...userFields, active: { type: 'boolean' } },
  required: [...required],
  additionalProperties: false,
});

const COLUMNS = ['id', 'role', 'first_name', 'last_name', 'email', 'phone', 'active', 'created_date', 'updated_date'];

/**
 * Staff accounts (admins and advisors): list, create, edit, activate and deactivate. Users are
 * never deleted (later modules refer to them); a deactivated account cannot sign in and its
 * sessions end at once.
 */
/** A change to a staff account: its id, the input, and the role it must have (any when not given). */
export interface StaffUpdate {
  id: number;
  input: unknown;
  role?: StaffRole;
}

/** A new staff account: its role, the input, and the key a retry is known by (see `create`). */
export interface StaffCreate {
  role: StaffRole;
  input: unknown;
  idempotencyKey?: IdempotencyKey;
}

export function createStaffService({ db, auth }: PeopleDeps) {
  async function find(conn: Knex, id: number, role?: StaffRole): Promise<StaffRow> {
    const row =
      Number.isInteger(id) && id > 0
        ? await conn('users').whereIn('role', STAFF_ROLES).where({ id }).first(COLUMNS)
        : undefined;
    if (!row || (role && row.role !== role)) throw notFound(m.notFound);
    return row as StaffRow;
  }

  /** Refuses a deactivation that would lock the caller out or leave no active admin. */
  async function assertMayDeactivate(conn: Knex, actor: Actor, user: StaffRow) {
    if (user.id === actor.id) throw peopleError('PEOPLE_CANNOT_DEACTIVATE_SELF', m.cannotDeactivateSelf);
    if (user.role === 'admin') {
      // The active admins are locked until the transaction ends, so two deactivations at once cannot both pass.
      const others = await conn('users')
        .where({ role: 'admin', active: true })
        .whereNot({ id: user.id })
        .forUpdate()
        .pluck('id');
      if (others.length === 0) throw peopleError('PEOPLE_LAST_ADMIN', m.lastAdmin);
    }
  }

  const service = {
    /** «Primeros pasos»: the people the academy works with (teachers, advisors, families), once the catalogue is there. */
    async setupTodo(actor: Actor): Promise<TodoItem[]> {
      if (!can(actor, 'staff.manage')) return [];
      const has = (await db
        .select(
          db.raw('exists (select 1 from users u join teachers t on t.id = u.id where u.active) as teachers'),
          db.raw("exists (select 1 from users where role = 'advisor' and active) as advisors"),
          db.raw('exists (select 1 from customers) as customers'),
        )
        .first()) as { teachers: boolean; advisors: boolean; customers: boolean };
      return [
        setupItem({
          key: 'setup.teachers',
          text: t(m.setupTeachers),
          href: '/teachers',
          position: 50,
          done: has.teachers,
        }),
        setupItem({
          key: 'setup.advisors',
          text: t(m.setupAdvisors),
          href: '/advisors',
          position: 60,
          done: has.advisors,
          optional: true,
        }),
        setupItem({
          key: 'setup.customers',
          text: t(m.setupCustomers),
          href: '/customers',
          position: 70,
          done: has.customers,
        }),
      ];
    },

    async list(actor: Actor | null, role: StaffRole, query: ListQuery): Promise<ListPage<StaffRow>> {
      authorize(actor, 'staff.manage');
      const q = db('users').where({ role });
      if (query.q) {
        const text = query.q;
        q.where((w) =>
          w
            .whereRaw(`search_match(first_name || ' ' || last_name, ?)`, [text])
            .orWhereRaw(`text_contains(lower(email), lower(?))`, [text]),
        );
      }
      if (query.filters.status === 'active') q.where({ active: true });
      if (query.filters.status === 'inactive') q.where({ active: false });
      const [{ count }] = await q.clone().count<{ count: string }[]>('id as count');
      const rows = await q
        .select(COLUMNS)
        .orderByRaw(`${SORT_COLUMNS[query.sort] ?? SORT_COLUMNS.name} ${query.direction}, id`)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      return { rows: rows as StaffRow[], total: Number(count), page: query.page, pageSize: query.pageSize };
    },

    /** One admin or advisor; with `role`, an id of the other kind is not found either. */
    async get(actor: Actor | null, id: number, role?: StaffRole): Promise<StaffRow> {
      authorize(actor, 'staff.manage');
      return find(db, id, role);
    },

    /**
     * A new admin, advisor or accountant. `idempotencyKey` (the form's hidden field, or a GraphQL
     * client's argument or Idempotency-Key header): the same data sent again under the key makes
     * one account and answers it again, checked before the email (a replay is not «ya existe»);
     * other data under the key is refused (IDEMPOTENCY_KEY_REUSED). Without a key nothing is remembered.
     */
    async create(actor: Actor | null, { role, input: raw, idempotencyKey }: StaffCreate): Promise<StaffRow> {
      authorize(actor, 'staff.manage');
      let input = raw as StaffCreateInput;
      const emailFree = (conn: Knex) => () => {
        const email = String((raw as Partial<StaffCreateInput>)?.email ?? '').trim();
        return email ? assertEmailFree(conn, email) : undefined;
      };
      const checks = [
        () => (input = staffCreateSchema.parse(raw)),
        () => {
          const r = (raw ?? {}) as Partial<StaffCreateInput>;
          if (r.password && r.passwordRepeat)
            assertPasswordsMatch({ password: String(r.password), passwordRepeat: String(r.passwordRepeat) });
        },
      ];
      // The email is checked in the create's transaction, once any key is held: the same create sent
      // again lands on its account instead of «Ya existe un usuario con ese email». Along with other
      // errors it is still told at once.
      await collectFieldErrors(checks).catch(async (err: unknown) => {
        if (!isAppError(err) || !err.fields) throw err;
        await collectFieldErrors([() => Promise.reject(err), emailFree(db)]);
      });
      const passwordHash = await hashPassword(input.password);
      const values = {
        role,
        firstName: input.firstName,
        lastName: input.lastName,
        email: normaliseEmail(input.email),
        phone: input.phone ?? null,
        active: true,
      };
      const insert = async (conn: Knex) =>
        (
          await conn('users')
            .insert({ ...values, passwordHash })
            .returning('id')
        )[0].id as number;
      // Without a key, a plain transaction: nothing is remembered.
      const id = await idempotent(
        db,
        // The checked values; not the password (never kept, and its hash is salted anew each time).
        { key: idempotencyKey, actorId: actor.id, action: 'staff.create', request: values },
        {
          work: async (trx) => {
            await collectFieldErrors([emailFree(trx)]);
            return insert(trx);
          },
          codec: ID_CODEC,
        },
      ).catch(emailTakenMeanwhile);
      return find(db, id);
    },

    /** Edits the personal data; `active` (when given) activates or deactivates too. */
    async update(actor: Actor | null, { id, input: raw, role }: StaffUpdate): Promise<StaffRow> {
      authorize(actor, 'staff.manage');
      const current = await find(db, id, role);
      let input = raw as StaffUpdateInput;
      await collectFieldErrors([
        () => (input = staffUpdateSchema.parse(raw)),
        () => {
          const email = String((raw as Partial<StaffUpdateInput>)?.email ?? '').trim();
          return email ? assertEmailFree(db, email, id) : undefined;
        },
      ]);
      return db
        .transaction(async (trx) => {
          if (input.active === false && current.active) await assertMayDeactivate(trx, actor, current);
          const patch: Record<string, unknown> = {
            firstName: input.firstName,
            lastName: input.lastName,
            email: normaliseEmail(input.email),
            phone: input.phone ?? null,
            updatedDate: trx.fn.now(),
          };
          if (input.active !== undefined) patch.active = input.active;
          const [row] = await trx('users').where({ id }).update(patch).returning(COLUMNS);
          if (input.active === false) await auth.revokeAll(id, { conn: trx });
          return row as StaffRow;
        })
        .catch(emailTakenMeanwhile);
    },

    /** GraphQL's update: a phone left out keeps its value, null empties it (the names and email are required). */
    async patch(actor: Actor | null, { id, input, role }: StaffUpdate): Promise<StaffRow> {
      authorize(actor, 'staff.manage');
      const current = await find(db, id, role);
      return service.update(actor, { id, role, input: keepingLeftOut(input, current, { keys: ['phone'] }) });
    },

    /** Activates or deactivates an account; deactivating ends its sessions at once. */
    async setActive(
      actor: Actor | null,
      { id, active, role }: { id: number; active: boolean; role?: StaffRole },
    ): Promise<StaffRow> {
      authorize(actor, 'staff.manage');
      return db.transaction(async (trx) => {
        const current = await find(trx, id, role);
        if (!active && current.active) await assertMayDeactivate(trx, actor, current);
        const [row] = await trx('users').where({ id }).update({ active, updatedDate: trx.fn.now() }).returning(COLUMNS);
        if (!active) await auth.revokeAll(id, { conn: trx });
        return row as StaffRow;
      });
    },
  };
  return service;
}

export type StaffService = ReturnType<typeof createStaffService>;
