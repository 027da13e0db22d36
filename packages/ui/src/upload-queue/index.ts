export type { UploadItemState, UploadQueueItem, UploadQueueProps } from './upload-queue';
export { UploadQueue } from './upload-queue';
