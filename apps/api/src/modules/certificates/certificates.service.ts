// Certificates (issue 40, decision 0027): a batch's completion rule, checked for a learner whenever they do
// something it counts (a job of the engine, `certificates.check`), the certificate issued exactly once
// when they meet it; issued by hand and revoked by an operator, audited; verified by anyone by its code;
// its PDF made once, kept in the FileStorage and served by a signed link.
import { completionMet } from '@tilawat/domain/rules';
import type { AuthUser } from '../../core/auth';
import { type Clock, dhakaDay } from '../../core/clock';
import type { CompletionStep } from '../../core/completion';
import { randomCode } from '../../core/crypto';
import { DomainError } from '../../core/errors';
import type { JobSender } from '../../core/jobs';
import type { FileStorage } from '../../core/storage';
import type { Db, Tx } from '../../db/client';
import {
  certificateMediaKey,
  certificatePdfName,
  type MediaSigner,
  storedMediaKey,
} from '../../infra/media/media';
import type { AuditRecorder } from '../audit/audit.service';
import { requireOwnBatch } from '../practice/practice.admin.access';
import { renderCertificatePdf } from './certificate-pdf';
import type { CertificateRow } from './certificates.repository';
import * as repo from './certificates.repository';
import { gradebookCsv, gradebookSheet, gradebookXlsx } from './gradebook';
import { gradebookRows } from './gradebook.repository';

/** The queue that checks one learner against one batch's rule (`{ userId, batchId }`). */
export const CERTIFICATE_CHECK_QUEUE = 'certificates.check';
/** The queue that checks every learner of a batch, after its rule changed (`{ batchId }`). */
export const CERTIFICATE_BATCH_CHECK_QUEUE = 'certificates.check-batch';

/** How long a certificate PDF's link lasts: minutes, as a lesson's notes. */
export const CERTIFICATE_LINK_SECONDS = 10 * 60;

/** A certificate's code as typed or scanned: case does not matter. */
export const normalCode = (code: string) => code.trim().toUpperCase();

export interface CertificatesDeps {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  mediaSigner: MediaSigner;
  jobs: JobSender;
  audit: AuditRecorder;
  /** The site's origin, whose `/certificate/<code>` verifies. */
  siteOrigin: string;
}

export function createCertificatesService({
  db,
  clock,
  storage,
  mediaSigner,
  jobs,
  audit,
  siteOrigin,
}: CertificatesDeps) {
  const verifyUrl = (code: string) => `${siteOrigin}/certificate/${code}`;

  async function newCertificate(conn: Db | Tx, userId: string, batchId: number, issuedBy: 'rule' | 'hand') {
    const text = await repo.certificateText(conn, userId, batchId);
    if (!text) return undefined;
    const now = clock.now();
    return {
      code: randomCode(12),
      userId,
      batchId,
      ...text,
      completedOn: dhakaDay(now),
      issuedBy,
      issuedAt: now,
    } satisfies repo.NewCertificate;
  }

  /** Makes and keeps the PDF of a certificate that has none yet (the same bytes if two make it at once). */
  async function storePdf(certificate: CertificateRow): Promise<void> {
    if (certificate.pdfStored) return;
    const pdf = await renderCertificatePdf({ ...certificate, verifyUrl: verifyUrl(certificate.code) });
    await storage.put(
      storedMediaKey(certificateMediaKey(certificate.code), certificatePdfName(certificate.code)),
      pdf,
      'application/pdf',
    );
    await repo.markPdfStored(db, certificate.id);
  }

  /** Whether the learner meets the batch's rule now; no rule, never. */
  async function meetsRule(conn: Db | Tx, userId: string, batchId: number) {
    const rule = await repo.ruleOf(conn, batchId);
    if (!rule) return false;
    const counts = await repo.completionCounts(conn, userId, batchId, rule.finalRecitationId);
    return completionMet(
      {
        examsPassed: rule.examsPassed,
        attendancePercent: rule.attendancePercent,
        finalRecitation: rule.finalRecitationId !== null,
      },
      counts,
    );
  }

  /** One learner against one batch's rule: issued once when met (never again after a revocation). */
  async function check(userId: string, batchId: number): Promise<CertificateRow | undefined> {
    const issued = await db.transaction(async (tx) => {
      if (!(await meetsRule(tx, userId, batchId))) return undefined;
      const certificate = await newCertificate(tx, userId, batchId, 'rule');
      return certificate ? repo.issueByRule(tx, certificate) : undefined;
    });
    if (issued) await storePdf(issued);
    return issued;
  }

  const ruleJson = async (batchId: number) => {
    const [rule, totals] = await Promise.all([repo.ruleOf(db, batchId), repo.batchTotals(db, batchId)]);
    return { batchId, rule, ...totals };
  };

  return {
    verifyUrl,
    check,

    /** Every learner of a batch against its rule (after the rule changed): one job each. */
    async checkBatch(batchId: number) {
      for (const userId of await repo.enrolledLearners(db, batchId)) {
        await jobs.send(CERTIFICATE_CHECK_QUEUE, { userId, batchId });
      }
    },

    /** Asks for a learner to be checked against a batch's rule, in the caller's transaction when given. */
    requestCheck: (({ userId, batchId }, tx) =>
      jobs.send(
        CERTIFICATE_CHECK_QUEUE,
        { userId, batchId },
        tx ? { tx } : undefined,
      )) satisfies CompletionStep,

    /** Anyone: a certificate by its code, valid or revoked; unknown 404. */
    async verify(code: string) {
      const certificate = await repo.byCode(db, normalCode(code));
      if (!certificate) throw new DomainError('CERTIFICATE_NOT_FOUND');
      return certificate;
    },

    /** The learner's own certificates. */
    mine: (learner: AuthUser) => repo.certificatesOf(db, learner.id),

    /** A signed link to the learner's certificate's PDF, made and kept on the first ask. */
    async pdfLink(learner: AuthUser, code: string) {
      const certificate = await repo.byCode(db, normalCode(code));
      if (!certificate || certificate.userId !== learner.id) throw new DomainError('CERTIFICATE_NOT_FOUND');
      if (certificate.revokedAt) throw new DomainError('CERTIFICATE_REVOKED');
      await storePdf(certificate);
      const { url, expiresAt } = mediaSigner.fileUrl(
        `${certificateMediaKey(certificate.code)}/${certificatePdfName(certificate.code)}`,
        CERTIFICATE_LINK_SECONDS,
        clock.now(),
      );
      return { url, filename: `tilawat-certificate-${certificate.code}.pdf`, expiresAt };
    },

    /** A batch's rule and what it has to meet it with (a teacher's own batch). */
    async rule(actor: AuthUser, batchId: number) {
      await requireOwnBatch(db, actor, batchId);
      return ruleJson(batchId);
    },

    /** Sets (or, asking nothing, removes) a batch's rule, audited; then checks its learners. */
    async setRule(
      actor: AuthUser,
      batchId: number,
      input: { examsPassed: boolean; attendancePercent: number | null; finalRecitationId: number | null },
    ) {
      await db.transaction(async (tx) => {
        await requireOwnBatch(tx, actor, batchId);
        if (
          input.finalRecitationId !== null &&
          !(await repo.batchRecitation(tx, batchId, input.finalRecitationId))
        ) {
          throw new DomainError('CERTIFICATE_RECITATION_INVALID', { field: 'final_recitation_id' });
        }
        const before = await repo.ruleOf(tx, batchId);
        const active =
          input.examsPassed || input.attendancePercent !== null || input.finalRecitationId !== null;
        if (active) {
          await repo.saveRule(tx, { batchId, ...input, updatedBy: actor.id, updatedAt: clock.now() });
        } else {
          await repo.removeRule(tx, batchId);
        }
        const record = (rule: typeof input | undefined) =>
          rule
            ? {
                exams_passed: rule.examsPassed,
                attendance_percent: rule.attendancePercent,
                final_recitation_id: rule.finalRecitationId,
              }
            : null;
        await audit(tx, {
          actor,
          action: 'certificate.rule',
          target: `batch:${batchId}`,
          before: record(before),
          after: active ? record(input) : null,
        });
        if (active) await jobs.send(CERTIFICATE_BATCH_CHECK_QUEUE, { batchId }, { tx });
      });
      return ruleJson(batchId);
    },

    /** A batch's results as a spreadsheet (a teacher's own batch): its bytes, file name and type. */
    async gradebook(actor: AuthUser, batchId: number, format: 'csv' | 'xlsx') {
      const batch = await requireOwnBatch(db, actor, batchId);
      const [rows, certificates] = await Promise.all([
        gradebookRows(db, batchId),
        repo.batchCertificates(db, batchId),
      ]);
      const sheet = gradebookSheet(rows, certificates);
      return format === 'csv'
        ? {
            bytes: gradebookCsv(sheet),
            filename: `gradebook-batch-${batchId}.csv`,
            type: 'text/csv; charset=utf-8',
          }
        : {
            bytes: await gradebookXlsx(sheet, batch.name),
            filename: `gradebook-batch-${batchId}.xlsx`,
            type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          };
    },

    /** A batch's certificates (a teacher's own batch). */
    async list(actor: AuthUser, batchId: number) {
      await requireOwnBatch(db, actor, batchId);
      return repo.batchCertificates(db, batchId);
    },

    /** Issues one by hand to a learner of the batch, with the reason audited. */
    async issue(actor: AuthUser, batchId: number, learnerId: string, reason: string) {
      const issued = await db.transaction(async (tx) => {
        await requireOwnBatch(tx, actor, batchId);
        if (await repo.standingOf(tx, learnerId, batchId)) throw new DomainError('CERTIFICATE_EXISTS');
        const certificate = await newCertificate(tx, learnerId, batchId, 'hand');
        if (!certificate) throw new DomainError('CERTIFICATE_LEARNER_NOT_ENROLLED');
        const row = await repo.issueByHand(tx, certificate);
        if (!row) throw new DomainError('CERTIFICATE_EXISTS');
        await audit(tx, {
          actor,
          action: 'certificate.issue',
          target: `certificate:${row.code}`,
          before: null,
          after: { learner_id: learnerId, batch_id: batchId, code: row.code, reason },
        });
        return row;
      });
      await storePdf(issued);
      return issued;
    },

    /** Revokes one, with the reason kept and audited; its PDF is no longer served. */
    async revoke(actor: AuthUser, code: string, reason: string) {
      return db.transaction(async (tx) => {
        const certificate = await repo.byCode(tx, normalCode(code));
        if (!certificate) throw new DomainError('CERTIFICATE_NOT_FOUND');
        await requireOwnBatch(tx, actor, certificate.batchId);
        const revoked = await repo.revoke(tx, certificate.code, clock.now(), reason);
        if (!revoked) throw new DomainError('CERTIFICATE_REVOKED');
        await audit(tx, {
          actor,
          action: 'certificate.revoke',
          target: `certificate:${certificate.code}`,
          before: { revoked_at: null },
          after: { revoked_at: revoked.revokedAt?.toISOString() ?? null, reason },
        });
        return revoked;
      });
    },
  };
}

export type CertificatesService = ReturnType<typeof createCertificatesService>;
