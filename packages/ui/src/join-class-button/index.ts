export type { JoinClassButtonProps, JoinServerStatus, JoinWindow } from './join-class-button';
export { formatJoinWait, JoinClassButton, joinState } from './join-class-button';
