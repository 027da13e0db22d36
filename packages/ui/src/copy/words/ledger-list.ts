/** LedgerList: the wallet's transactions, newest first as the server gives them. */
export const ledgerList = {
  label: 'লেনদেনের হিসাব',
  /** Read before the amount, so the direction is never colour alone. */
  credit: 'জমা',
  debit: 'খরচ',
  emptyTitle: 'এখনও কোনো লেনদেন নেই',
  empty: 'ওয়ালেটে টপ-আপ করলে, কুপন যোগ করলে বা পুরস্কার পেলে তার হিসাব এখানে দেখা যাবে।',
} as const;
