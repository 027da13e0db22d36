export type { AyahRecorderProps, AyahRecorderState, MicLevel } from './ayah-recorder';
export { AyahRecorder, micLevel, RECORDING_LAST_SECONDS, RECORDING_MAX_MS } from './ayah-recorder';
