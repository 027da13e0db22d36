/** FileField: a Bengali file picker (the console's lesson videos and PDFs). */
export const fileField = {
  /** Beside the button before a file is chosen (the browser's own says "No file chosen" in English). */
  none: 'কোনো ফাইল বাছাই হয়নি',
  /** Read before the chosen file's name by screen readers (not shown): 'বাছাই করা ফাইল: পাঠ-০৩.pdf'. */
  chosen: 'বাছাই করা ফাইল:',
} as const;
