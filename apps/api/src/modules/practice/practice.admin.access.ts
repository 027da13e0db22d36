// Whom the console's side of recitation practice lets reach what (issue 20): a teacher only their own
// batches and the practices of them, an admin every one; and the practice under review, locked.
import type { AuthUser } from '../../core/auth';
import { DomainError } from '../../core/errors';
import type { Db, Tx } from '../../db/client';
import * as catalogue from '../catalogue/catalogue.repository';
import type { ConsolePracticeRow } from './practice.admin.repository';
import * as adminRepo from './practice.admin.repository';
import type { PracticeRow } from './practice.repository';

/** A teacher is limited to their own batches; an admin to none. */
export const ownedBy = (actor: AuthUser) => (actor.role === 'admin' ? undefined : actor.id);

/** A batch the actor may work on: unknown 404, another teacher's 403. */
export async function requireOwnBatch(conn: Db | Tx, actor: AuthUser, batchId: number) {
  const batch = await catalogue.findBatch(conn, batchId);
  if (!batch) throw new DomainError('BATCH_NOT_FOUND');
  if (actor.role !== 'admin' && batch.teacherId !== actor.id) throw new DomainError('BATCH_NOT_YOURS');
  return batch;
}

/** A practice the actor may review (its batch theirs, or any for an admin); 404 otherwise. */
export async function practiceFor(db: Db | Tx, actor: AuthUser, id: string): Promise<ConsolePracticeRow> {
  const row = await adminRepo.consolePractice(db, id, ownedBy(actor));
  if (!row) throw new DomainError('PRACTICE_NOT_FOUND');
  return row;
}

/** The practice locked, still waiting for review; 409 otherwise. */
export async function lockWaiting(tx: Tx, id: string): Promise<PracticeRow> {
  const practice = await adminRepo.lockPractice(tx, id);
  if (!practice) throw new DomainError('PRACTICE_NOT_FOUND');
  if (practice.status !== 'submitted') throw new DomainError('PRACTICE_NOT_SUBMITTED');
  return practice;
}
