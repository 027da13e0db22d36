export type { ReviewedRecitationProps } from './reviewed-recitation';
export { ReviewedRecitation } from './reviewed-recitation';
