/** OrderTimeline: an order's status history, oldest first. */
export const orderTimeline = {
  title: 'অর্ডারের অবস্থা',
  /** Beside the status the order is in now. */
  current: 'বর্তমান অবস্থা',
  empty: 'এই অর্ডারের অবস্থার কোনো তথ্য এখনো নেই।',
} as const;
