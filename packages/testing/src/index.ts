export type { ChromiumPlan } from './chromium.mjs';
export {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  chromiumLaunchOptions,
  currentMachine,
  INSTALL_COMMAND,
  planChromium,
} from './chromium.mjs';
