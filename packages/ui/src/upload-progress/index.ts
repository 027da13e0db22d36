export type { UploadPhase, UploadProgressProps } from './upload-progress';
export { UploadProgress } from './upload-progress';
