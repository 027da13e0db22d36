import { routes } from '@tilawat/domain';

// The learner's private routes and the recording pages, built in one place (no heavy imports: the
// course page's client part uses them too).

export const dashboardPath = routes.dashboard;

/** A batch the learner is enrolled in: its modules and recordings. */
export function batchPath(batchId: number): string {
  return `${dashboardPath}/batch/${batchId}`;
}

/** A recording's page: with `batch`, the enrolled learner's copy; without, the public free recording. */
export function recordingPath(recordingId: number, batchId?: number | null): string {
  return batchId ? `/recording/${recordingId}?batch=${batchId}` : `/recording/${recordingId}`;
}

/** An exam's page: its instruction, the attempt, its result. */
export function examPath(examId: number): string {
  return `/exam/${examId}`;
}

/** "My downloads" (issue 39): the lessons kept on this device. */
export const downloadsPath = `${dashboardPath}/downloads`;

/** The orientation webinars: the list, booking, joining. */
export const orientationPath = '/orientation';

/** A lesson's PDF in the site's viewer: the resource's key and the recording it belongs to. */
export function notesPath(key: string, recordingId: number): string {
  return `/notes/${encodeURIComponent(key)}/${recordingId}`;
}

/** The learner's shop orders and what they own. */
export const ordersPath = '/orders';

/** One of the learner's shop orders (`id` the order's uuid). */
export function orderPath(orderId: string): string {
  return `${ordersPath}/${orderId}`;
}

/** The shop: its catalogue (a category with `catalog`), a card's page, the basket, the favourites, the checkout. */
export const shopPath = '/shop';
export const basketPath = '/basket';
export const favouritesPath = '/favourites';
export const shopCheckoutPath = '/shop/checkout';

export function cardPath(slug: string): string {
  return `${shopPath}/${slug}`;
}

/** The learner's account: the control panel, the wallet (top-up, ledger) and the coupons. */
export const accountPath = '/account';
export const walletPath = '/wallet';
export const couponsPath = '/coupons';
/** The learner's profile (name, second number, photo) and their signed-in devices. */
export const profilePath = '/account/profile';
export const securityPath = '/account/security';
