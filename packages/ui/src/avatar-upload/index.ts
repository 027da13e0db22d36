export type { AvatarUploadProps } from './avatar-upload';
export { AVATAR_ACCEPT, AvatarUpload, initials } from './avatar-upload';
