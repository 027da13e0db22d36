export const emptyState = {
  title: 'এখানে এখনো কিছু নেই',
} as const;
