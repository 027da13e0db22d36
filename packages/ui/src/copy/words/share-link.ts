/** ShareLink: a link shared through the device's share sheet, else copied. */
export const shareLink = {
  copied: 'লিংক কপি হয়েছে',
  /** The clipboard refused or is missing: the link is shown, selected, for the learner to copy. */
  copyManual: 'লিংকটি বাছাই করা আছে, নিজে কপি করে নিন',
} as const;
