import { Model } from 'objection';
import type { Role } from '../../src/lib/policy';

export class User extends Model {
  static tableName = 'users';
  id!: number;
  email!: string;
  passwordHash!: string;
  role!: Role;
  firstName!: string;
  lastName!: string;
  phone!: string | null;
  active!: boolean;
  createdDate!: Date;
  updatedDate!: Date;
}

export class Session extends Model {
  static tableName = 'sessions';
  id!: number;
  userId!: number;
  tokenHash!: string;
  createdDate!: Date;
  expiresAt!: Date;
  revokedAt!: Date | null;
  userAgent!: string | null;
  ip!: string | null;
}
