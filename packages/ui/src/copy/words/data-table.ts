import { formatNumber } from '@tilawat/domain';

/** DataTable: the operator console's tables, sorted and paged by the server. */
export const dataTable = {
  /** Shown in place of the rows when there are none. */
  empty: 'এখানে কিছু নেই',
  /** The pagination <nav>'s name. */
  pagination: 'তালিকার পাতা',
  previous: 'আগের পাতা',
  next: 'পরের পাতা',
  /** 'পাতা ১ / ৫ · মোট ৪২টি' */
  status: (page: number, pages: number, total: number) =>
    `পাতা ${formatNumber(page)} / ${formatNumber(pages)} · মোট ${formatNumber(total)}টি`,
} as const;
