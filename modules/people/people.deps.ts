import type { Config } from '../../src/config';
import type { Db } from '../../src/db/knex';
import type { Mailer } from '../../src/lib/mail';
import type { AcademicServices } from '../academic';
import type { PlacesService } from '../places';
import type { AuthService } from './auth.service';

/** What every service of the people module is built over. */
export interface PeopleDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  academic: AcademicServices['academic'];
  places: PlacesService;
  auth: AuthService;
}
