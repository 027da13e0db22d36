import type { components as V2Components } from './generated/v2';
import type { components as V3Components } from './generated/v3';

/** Every named schema of the v2 contract: `V2Schemas['Order']`. */
export type V2Schemas = V2Components['schemas'];
/** Every named schema of the v3 contract: `V3Schemas['PurchaseTransaction']`. */
export type V3Schemas = V3Components['schemas'];
