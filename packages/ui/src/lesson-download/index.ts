export type { LessonDownloadPhase, LessonDownloadProps, RenditionChoice } from './lesson-download';
export { LessonDownload } from './lesson-download';
