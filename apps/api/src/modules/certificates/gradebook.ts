// A batch's gradebook (issue 40): one row per learner with their exams, live classes, recitation practice and
// certificate, as CSV (node-csv's csv-stringify) or XLSX (write-excel-file). Text that a spreadsheet would read
// as a formula is escaped, so that nothing a learner typed (their name) runs in an operator's spreadsheet.
import { formatDate } from '@tilawat/domain/format';
import { toBengaliDigits } from '@tilawat/domain/rules';
import { stringify } from 'csv-stringify/sync';
import writeXlsxFile from 'write-excel-file/node';
import { surahName } from '../practice/quran';
import type { CertificateRow } from './certificates.repository';
import type { GradebookRows } from './gradebook.repository';

/** A cell: text, a number, or empty. */
export type GradebookCell = string | number | null;

/**
 * A text cell as a spreadsheet must not read it: one that begins with `=`, `+`, `-`, `@` (a formula, in
 * Excel, LibreOffice and Google Sheets), or a tab or carriage return (which some take for one), gets a
 * leading `'` — OWASP's advice for CSV injection. Numbers stay numbers.
 */
export function escapeFormula(cell: GradebookCell): GradebookCell {
  return typeof cell === 'string' && /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part * 100) / whole) : null);

/** The sheet: a header row, then a row per learner, every text cell escaped. */
export function gradebookSheet(
  rows: GradebookRows,
  certificates: readonly CertificateRow[],
): GradebookCell[][] {
  const best = new Map(rows.best.map((row) => [`${row.userId}:${row.examId}`, row]));
  const attended = new Map(rows.attended.map((row) => [row.userId, row.attended]));
  const reviewed = new Map(rows.reviewed.map((row) => [`${row.userId}:${row.assignmentId}`, row]));
  // the standing certificate, else the latest revoked one (newest first from the repository)
  const certificate = new Map<string, CertificateRow>();
  for (const row of certificates) {
    const kept = certificate.get(row.userId);
    if (!kept || (kept.revokedAt && !row.revokedAt)) certificate.set(row.userId, row);
  }
  const recitation = (assignment: GradebookRows['assignments'][number]) =>
    `${surahName(assignment.surah)} ${toBengaliDigits(assignment.ayahFrom)}–${toBengaliDigits(assignment.ayahTo)}`;
  const header: GradebookCell[] = [
    'শিক্ষার্থী',
    'ফোন',
    'ইমেইল',
    'ভর্তি',
    ...rows.exams.flatMap((exam) => [
      `${exam.title} — নম্বর (${toBengaliDigits(exam.totalMarks)}-এর মধ্যে)`,
      `${exam.title} — ফল`,
    ]),
    `লাইভ ক্লাসে উপস্থিতি (${toBengaliDigits(rows.classesTotal)}টির মধ্যে)`,
    'উপস্থিতি (%)',
    ...rows.assignments.flatMap((assignment) => [
      `${recitation(assignment)} — অবস্থা`,
      `${recitation(assignment)} — নম্বর`,
      `${recitation(assignment)} — সঠিক আয়াত (${toBengaliDigits(assignment.ayahTo - assignment.ayahFrom + 1)}টির মধ্যে)`,
    ]),
    'সনদ নম্বর',
    'সনদের অবস্থা',
  ];
  const body = rows.learners.map((learner): GradebookCell[] => {
    const held = certificate.get(learner.id);
    const classes = attended.get(learner.id) ?? 0;
    return [
      learner.name,
      learner.phone,
      learner.email,
      formatDate(learner.enrolledAt),
      ...rows.exams.flatMap((exam) => {
        const result = best.get(`${learner.id}:${exam.id}`);
        return result ? [result.score, result.passed ? 'পাস' : 'ফেল'] : [null, 'দেননি'];
      }),
      classes,
      percent(classes, rows.classesTotal),
      ...rows.assignments.flatMap((assignment) => {
        const practice = reviewed.get(`${learner.id}:${assignment.id}`);
        if (!practice) return ['রেকর্ড করেননি', null, null];
        const state = { assigned: 'আবার রেকর্ড করছেন', submitted: 'মূল্যায়নের অপেক্ষায়', reviewed: 'মূল্যায়ন হয়েছে' }[
          practice.status
        ];
        return practice.status === 'reviewed'
          ? [state, practice.score, practice.correct]
          : [state, null, null];
      }),
      held?.code ?? null,
      held ? (held.revokedAt ? 'বাতিল' : 'বৈধ') : null,
    ];
  });
  return [header, ...body].map((row) => row.map(escapeFormula));
}

/** The sheet as UTF-8 CSV with a byte-order mark: Excel then reads Bengali as Bengali. */
export function gradebookCsv(sheet: GradebookCell[][]): Buffer {
  return Buffer.from(`\uFEFF${stringify(sheet, { record_delimiter: 'windows' })}`, 'utf8');
}

/** The sheet as an Excel workbook, its header row bold and frozen. */
export async function gradebookXlsx(sheet: GradebookCell[][], title: string): Promise<Buffer> {
  const [header = [], ...body] = sheet;
  const data = [
    header.map((value) => ({ value: value ?? '', fontWeight: 'bold' as const })),
    ...body.map((row) => row.map((value) => (value === null ? null : { value }))),
  ];
  // a sheet's name: at most 31 characters, none of []:*?/\\
  const sheetName =
    title
      .replace(/[[\]:*?/\\]/g, ' ')
      .slice(0, 31)
      .trim() || 'gradebook';
  return writeXlsxFile(data, { sheet: sheetName, stickyRowsCount: 1 }).toBuffer();
}
