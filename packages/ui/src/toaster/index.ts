export { notify } from './notify';
export { onToastWaiting } from './outlet';
export type { ToasterProps } from './toaster';
export { Toaster } from './toaster';
