export { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumLaunchOptions } from './chromium.mjs';
export type { DebianPackage, DebianPlan } from './debian.mjs';
export { currentMachine, DEBIAN_PACKAGES, installCommand, planDebian } from './debian.mjs';
