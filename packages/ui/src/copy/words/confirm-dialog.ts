/** ConfirmDialog: asks before a destructive or money action. */
export const confirmDialog = {
  /** The safe choice, focused first. */
  cancel: 'বাতিল করুন',
} as const;
