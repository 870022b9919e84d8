// What the group services need: the database, the mail layer and a clock (tests move it).
import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';

export interface GroupOptions {
  /** Clock for tests: deadlines are judged against it, not the database's now(). */
  now?: () => Date;
}

export interface GroupContext {
  db: Db;
  mailer: Mailer;
  now: () => Date;
}
