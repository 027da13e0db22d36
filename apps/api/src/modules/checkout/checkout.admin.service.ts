// The console's promo codes (issue 19): listed with their uses, created and changed by admins; each
// write audited. The rules a promo is applied by stay in checkout.service (applyPromo, the limits).
import type { AuthUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { DomainError } from '../../core/errors';
import type { PageQuery } from '../../core/paging';
import type { Db, Tx } from '../../db/client';
import { type AuditRecorder, auditChange } from '../audit/audit.service';
import type { AuditRecord } from '../audit/audit.table';
import * as catalogueAdmin from '../catalogue/catalogue.admin.repository';
import type { PromoInsert, PromoRow } from './checkout.repository';
import * as checkout from './checkout.repository';

/** A promo as an admin writes it (the contract's Create/UpdatePromoPayload). */
export interface PromoFields {
  title?: string;
  description?: string;
  kind?: PromoRow['kind'];
  value?: number;
  courses?: number[] | null;
  valid_until?: string | null;
  public?: boolean;
  per_learner_limit?: number | null;
  total_limit?: number | null;
}

const promoRecord = (promo: PromoRow): AuditRecord => ({
  title: promo.title,
  kind: promo.kind,
  value: promo.value,
  courses: promo.courseIds ? promo.courseIds.join(',') : null,
  valid_until: promo.validUntil?.toISOString() ?? null,
  public: promo.public,
  per_learner_limit: promo.perLearnerLimit,
  total_limit: promo.totalLimit,
});

function promoValues(body: PromoFields): Partial<PromoInsert> {
  const values: Partial<PromoInsert> = {};
  if (body.title !== undefined) values.title = body.title.trim();
  if (body.description !== undefined) values.description = body.description.trim();
  if (body.kind !== undefined) values.kind = body.kind;
  if (body.value !== undefined) values.value = body.value;
  if (body.courses !== undefined) values.courseIds = body.courses;
  if (body.valid_until !== undefined)
    values.validUntil = body.valid_until ? new Date(body.valid_until) : null;
  if (body.public !== undefined) values.public = body.public;
  if (body.per_learner_limit !== undefined) values.perLearnerLimit = body.per_learner_limit;
  if (body.total_limit !== undefined) values.totalLimit = body.total_limit;
  return values;
}

/** The one rule of a promo's shape: a percentage is at most 100; its courses exist. */
async function checkPromo(tx: Tx, promo: Pick<PromoInsert, 'kind' | 'value' | 'courseIds'>): Promise<void> {
  if (promo.kind === 'percentage' && promo.value > 100) {
    throw new DomainError('PROMO_PERCENT_TOO_HIGH', { field: 'value' });
  }
  const ids = promo.courseIds ?? [];
  const known = await catalogueAdmin.existingCourseIds(tx, ids);
  if (ids.some((id) => !known.has(id))) throw new DomainError('PROMO_COURSE_UNKNOWN', { field: 'courses' });
}

export function createCheckoutAdmin({ db, clock, audit }: { db: Db; clock: Clock; audit: AuditRecorder }) {
  async function view(code: string) {
    const row = await checkout.adminPromo(db, clock.now(), code);
    if (!row) throw new DomainError('PROMO_NOT_FOUND');
    return row;
  }

  return {
    /** Every promo by code, with its uses. */
    list: (query: PageQuery) => checkout.adminPromosPage(db, clock.now(), query),

    /** A new promo code (upper-case). */
    async create(
      actor: AuthUser,
      body: PromoFields & { code: string; title: string; kind: PromoRow['kind']; value: number },
    ) {
      const code = body.code.trim().toUpperCase();
      await db.transaction(async (tx) => {
        const defaults: Partial<PromoInsert> = { description: '', public: false };
        const values = { ...defaults, ...promoValues(body), code } as PromoInsert;
        await checkPromo(tx, values);
        const promo = await checkout.insertPromo(tx, values);
        if (!promo) throw new DomainError('PROMO_CODE_TAKEN', { field: 'code' });
        await audit(tx, {
          actor,
          action: 'promo.create',
          target: `promo:${code}`,
          before: null,
          after: promoRecord(promo),
        });
      });
      return view(code);
    },

    /** Changes a promo's fields (its code stays); a purchase already made keeps its discount. */
    async update(actor: AuthUser, rawCode: string, body: PromoFields) {
      const code = rawCode.trim().toUpperCase();
      await db.transaction(async (tx) => {
        const before = await checkout.lockPromo(tx, code);
        if (!before) throw new DomainError('PROMO_NOT_FOUND');
        const values = promoValues(body);
        const after = { ...before, ...values } as PromoRow;
        await checkPromo(tx, after);
        await checkout.updatePromo(tx, code, values);
        await auditChange(audit, tx, {
          actor,
          action: 'promo.update',
          target: `promo:${code}`,
          before: promoRecord(before),
          after: promoRecord(after),
        });
      });
      return view(code);
    },
  };
}

export type CheckoutAdmin = ReturnType<typeof createCheckoutAdmin>;
