import type { V3Schemas } from '@tilawat/sdk';
import type { AdminSchemas } from '@tilawat/sdk/admin';
import type { ContractHandlers } from '../../core/handlers';
import type { CertificateRow } from './certificates.repository';
import type { CertificatesService } from './certificates.service';

/** A certificate as its public page, and its learner, read it. */
function certificateJson(row: CertificateRow, verifyUrl: string): V3Schemas['Certificate'] {
  return {
    code: row.code,
    status: row.revokedAt ? 'revoked' : 'valid',
    learner_name: row.learnerName,
    course_title: row.courseTitle,
    batch_name: row.batchName,
    teacher_name: row.teacherName,
    completed_on: row.completedOn,
    issued_at: row.issuedAt.toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
    verify_url: verifyUrl,
  };
}

/** A certificate as the console reads it: whose, how it was issued, and why it was revoked. */
function adminCertificateJson(row: CertificateRow, verifyUrl: string): AdminSchemas['AdminCertificate'] {
  return {
    ...certificateJson(row, verifyUrl),
    learner_id: row.userId,
    batch_id: row.batchId,
    issued_by: row.issuedBy,
    revoke_reason: row.revokeReason,
  };
}

export function certificatesHandlers(certificates: CertificatesService): ContractHandlers {
  const json = (row: CertificateRow) => certificateJson(row, certificates.verifyUrl(row.code));
  const adminJson = (row: CertificateRow) => adminCertificateJson(row, certificates.verifyUrl(row.code));
  const ruleJson = ({
    batchId,
    rule,
    examsCount,
    classesCount,
  }: Awaited<ReturnType<CertificatesService['rule']>>) => ({
    batch_id: batchId,
    active: rule !== undefined,
    exams_passed: rule?.examsPassed ?? false,
    attendance_percent: rule?.attendancePercent ?? null,
    final_recitation_id: rule?.finalRecitationId ?? null,
    exams_count: examsCount,
    classes_count: classesCount,
    updated_at: rule?.updatedAt.toISOString() ?? null,
  });
  return {
    v3: {
      v3ListMyCertificates: async ({ user }) => ({ data: (await certificates.mine(user)).map(json) }),
      v3VerifyCertificate: async ({ params }) => ({ data: json(await certificates.verify(params.code)) }),
      v3GetCertificatePdf: async ({ params, user }) => {
        const { url, filename, expiresAt } = await certificates.pdfLink(user, params.code);
        return {
          data: { url, filename, content_type: 'application/pdf', expires_at: expiresAt.toISOString() },
        };
      },
    },
    admin: {
      adminGetCertificateRule: async ({ params, user }) => ({
        data: ruleJson(await certificates.rule(user, params.id)),
      }),
      adminSetCertificateRule: async ({ params, body, user }) => ({
        data: ruleJson(
          await certificates.setRule(user, params.id, {
            examsPassed: body.exams_passed,
            attendancePercent: body.attendance_percent,
            finalRecitationId: body.final_recitation_id,
          }),
        ),
      }),
      adminExportGradebook: async ({ params, query, user, reply }) => {
        const file = await certificates.gradebook(user, params.id, query.format);
        reply.type(file.type).header('content-disposition', `attachment; filename="${file.filename}"`);
        return file.bytes;
      },
      adminListCertificates: async ({ params, user }) => ({
        data: (await certificates.list(user, params.id)).map(adminJson),
      }),
      adminIssueCertificate: async ({ params, body, user }) => ({
        data: adminJson(await certificates.issue(user, params.id, body.learner_id, body.reason)),
      }),
      adminRevokeCertificate: async ({ params, body, user }) => ({
        data: adminJson(await certificates.revoke(user, params.code, body.reason)),
      }),
    },
  };
}
