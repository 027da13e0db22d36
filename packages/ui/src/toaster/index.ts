export { notify } from './notify';
export type { ToasterProps } from './toaster';
export { Toaster } from './toaster';
