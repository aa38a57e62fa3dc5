import type { Config } from '../../src/config';
import type { Db } from '../../src/db/knex';
import type { Mailer } from '../../src/lib/mail';
import type { AcademicServices } from '../academic';
import type { PeopleServices } from '../people';

/** What every service of the vouchers module is built over. */
export interface VouchersDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  academic: AcademicServices['academic'];
  students: PeopleServices['students'];
}
