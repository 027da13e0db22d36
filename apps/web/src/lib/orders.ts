import {
  formatDate,
  formatDateTime,
  formatMoney,
  type OrderStatus,
  orderKinds,
  orderStatuses,
  paymentMethods,
  paymentStatuses,
  sizeOptions,
} from '@tilawat/domain';
import { expectData, type Tilawat, type V2Schemas } from '@tilawat/sdk';
import { bn, orderNumber } from '@tilawat/ui';
import { webBn } from '~/copy/bn';
import type { Served } from './learner-reads';
import { orderPath, ordersPath, shopCheckoutPath } from './paths';
import { parseUuid } from './uuid';

export { orderPath, ordersPath } from './paths';

type Money = V2Schemas['Money'];
type OrderDetail = V2Schemas['OrderDetail'];
type OrderLine = V2Schemas['OrderLine'];
type OrderInfo = V2Schemas['OrderInfo'];
type Payment = V2Schemas['Payment'];
type Product = V2Schemas['Product'];
type PageMeta = V2Schemas['PageMeta'];

/**
 * The learner's shop orders (/orders, /orders/{id}) as view models: pure functions from the api's v2
 * answers to what the pages show, so the pages stay markup and the rules are unit-tested here.
 */

const copy = webBn.orders;

/** Orders on one page of /orders. */
export const ORDERS_PAGE_SIZE = 10;
/** What the learner owns, read at once (the api's largest page). */
export const PRODUCTS_LIMIT = 100;

/** The statuses in their display order (placed first, as the product specification numbers them). */
const statusList = (Object.keys(orderStatuses) as OrderStatus[]).sort(
  (a, b) => orderStatuses[a].priority - orderStatuses[b].priority,
);

/** An order id from the address (the contract's uuid), lower-cased; anything else is null (→ 404). */
export const parseOrderId = parseUuid;

/** One of the six order statuses, or null (all of them). */
export function parseOrderStatus(value: unknown): OrderStatus | null {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && (statusList as string[]).includes(first)
    ? (first as OrderStatus)
    : null;
}

/** A page number from the address: a whole number ≥ 1, else 1. */
export function parsePage(value: unknown): number {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first !== 'string' || !/^\d{1,6}$/.test(first)) return 1;
  return Math.max(1, Number(first));
}

export interface OrdersQuery {
  status: OrderStatus | null;
  page: number;
}

/** /orders's search params (`?status=&page=`) as the list to read. */
export function parseOrdersQuery(params: Record<string, string | string[] | undefined>): OrdersQuery {
  return { status: parseOrderStatus(params.status), page: parsePage(params.page) };
}

/** /orders with a filter and a page; the defaults (all, page 1) stay out of the address. */
export function ordersHref({ status, page }: OrdersQuery): string {
  const search = new URLSearchParams();
  if (status) search.set('status', status);
  if (page > 1) search.set('page', String(page));
  const query = search.toString();
  return query ? `${ordersPath}?${query}` : ordersPath;
}

/** The status filter's choices: "সব" (value '') then the six statuses in Bengali, placed first. */
export function statusFilterOptions(): { value: OrderStatus | ''; label: string }[] {
  return [
    { value: '', label: copy.filterAll },
    ...statusList.map((status) => ({ value: status, label: orderStatuses[status].bn })),
  ];
}

export interface Paging {
  page: number;
  pages: number;
  /** The previous and next pages' addresses, or null at either end. */
  previous: string | null;
  next: string | null;
  /** 'পাতা ২ / ৩'. */
  label: string;
}

/** Paging of an order list, or null when everything fits on one page. */
export function ordersPaging(meta: PageMeta, status: OrderStatus | null): Paging | null {
  const pages = Math.max(1, Math.ceil(meta.total / Math.max(1, meta.limit)));
  if (pages <= 1) return null;
  const page = Math.min(Math.max(1, meta.page), pages);
  return {
    page,
    pages,
    previous: page > 1 ? ordersHref({ status, page: page - 1 }) : null,
    next: page < pages ? ordersHref({ status, page: page + 1 }) : null,
    label: copy.pageOf(page, pages),
  };
}

/** A sum of money as the learner reads it: '৳১,২০০'. */
export function money(value: Money): string {
  return formatMoney(value.amount, value.currency);
}

/** An order's heading: 'অর্ডার #7A1D3C5E' (the kit's OrderCard says it the same way). */
export function orderTitle(id: string): string {
  return bn.orderCard.order(orderNumber(id));
}

/** The payment page of a placed order (the shop's checkout, which the shop's pages own). */
export function orderPayPath(id: string): string {
  return `${shopCheckoutPath}?order=${encodeURIComponent(id)}`;
}

export interface OrderLineView {
  key: string;
  title: string;
  /** 'মুদ্রিত কুরআন', 'বই', 'কোর্স গিফট কার্ড'. */
  kind: string;
  /** 'মাঝারি'; null when size does not apply. */
  size: string | null;
  /** '২টি'. */
  quantity: string;
  unitPrice: string;
  lineTotal: string;
}

/** An order's lines: card title, kind, size (domain's sizeOptions), quantity, unit price and line total. */
export function toOrderLineViews(items: readonly OrderLine[]): OrderLineView[] {
  return items.map((line, index) => ({
    key: `${line.card.id}-${line.size ?? ''}-${index}`,
    title: line.card.title,
    kind: bn.productCard.kinds[line.card.kind],
    size: line.size ? sizeOptions[line.size].bn : null,
    quantity: copy.pieces(line.quantity),
    unitPrice: money(line.unit_price),
    lineTotal: money(line.line_total),
  }));
}

export interface MoneyLine {
  key: 'subtotal' | 'discount' | 'delivery' | 'total';
  term: string;
  value: string;
}

/**
 * The order's sums: the items' price, a coupon's discount (only when there was one), the delivery charge
 * ("ফ্রি" for printed items that come free; left out for a digital order, which has no delivery) and the total.
 */
export function toMoneyLines(order: OrderDetail): MoneyLine[] {
  const lines: MoneyLine[] = [{ key: 'subtotal', term: copy.subtotal, value: money(order.subtotal) }];
  if (order.discount.amount > 0) {
    lines.push({
      key: 'discount',
      term: copy.discount(order.coupon_code),
      value: `− ${money(order.discount)}`,
    });
  }
  if (order.delivery_fee.amount > 0 || order.order_info !== null) {
    lines.push({
      key: 'delivery',
      term: copy.deliveryFee,
      value: order.delivery_fee.amount > 0 ? money(order.delivery_fee) : copy.freeDelivery,
    });
  }
  lines.push({ key: 'total', term: copy.total, value: money(order.total) });
  return lines;
}

export interface Fact {
  term: string;
  value: string;
}

/** The delivery details (`order_info`) as terms and values; null for a digital order. */
export function toDeliveryFacts(info: OrderInfo | null): Fact[] | null {
  if (!info) return null;
  const facts: Fact[] = [
    { term: copy.name, value: info.name },
    { term: copy.phone, value: info.phone },
    { term: copy.address, value: info.address },
  ];
  if (info.city) facts.push({ term: copy.city, value: info.city });
  if (info.size) facts.push({ term: copy.size, value: sizeOptions[info.size].bn });
  if (info.note) facts.push({ term: copy.note, value: info.note });
  return facts;
}

export interface PaymentView {
  id: string;
  status: Payment['status'];
  /** 'বিকাশ' (domain's paymentMethods / wallets); 'তিলাওয়াত ওয়ালেট' when paid from the balance; 'বেছে নেওয়া হয়নি' before a wallet was chosen. */
  method: string;
  /** 'পরিশোধিত', 'পেমেন্টের অপেক্ষায়', … (domain's paymentStatuses). */
  statusLabel: string;
  amount: string;
  /** When it was paid, else when it was started. */
  time: { term: string; value: string; iso: string };
  /** When a waiting payment stops being payable; null otherwise. */
  expires: { value: string; iso: string } | null;
}

/** The order's payment attempts, newest first as the api gives them. */
export function toPaymentViews(payments: readonly Payment[]): PaymentView[] {
  return payments.map((payment) => {
    const paidAt = payment.paid_at;
    return {
      id: payment.id,
      status: payment.status,
      // no mobile wallet: paid from the learner's own balance (or nothing was due), else not chosen yet
      method: payment.method
        ? paymentMethods[payment.method].bn
        : payment.status === 'paid'
          ? copy.methodBalance
          : copy.methodUnknown,
      statusLabel: paymentStatuses[payment.status].bn,
      amount: money(payment.amount),
      time: paidAt
        ? { term: copy.paidAt, value: formatDateTime(paidAt), iso: paidAt }
        : { term: copy.startedAt, value: formatDateTime(payment.created_at), iso: payment.created_at },
      expires:
        payment.status === 'waiting_payment'
          ? { value: formatDateTime(payment.expires_at), iso: payment.expires_at }
          : null,
    };
  });
}

export interface OrderHeadView {
  title: string;
  status: OrderStatus;
  placedAt: { value: string; iso: string };
  /** 'প্রি-অর্ডার', 'তাৎক্ষণিক ডেলিভারি' (domain's orderKinds). */
  kind: string;
  /** The order's payment state in Bengali (domain's paymentStatuses). */
  payment: string;
}

/** What the order's page says first: its number, status, when it was placed, its kind and payment state. */
export function toOrderHead(order: OrderDetail): OrderHeadView {
  return {
    title: orderTitle(order.id),
    status: order.status,
    placedAt: { value: formatDateTime(order.created_at), iso: order.created_at },
    kind: orderKinds[order.kind].bn,
    payment: paymentStatuses[order.payment_status].bn,
  };
}

export interface OrderActions {
  /** Where to pay for it, while it is placed; null otherwise. */
  payHref: string | null;
  /** Whether the learner may cancel it (only while placed: the other moves are the operator's). */
  canCancel: boolean;
}

/** What the learner can do with the order: pay and cancel while it is `placed`, nothing after. */
export function orderActions(order: Pick<OrderDetail, 'id' | 'status'>): OrderActions {
  const placed = order.status === 'placed';
  return { payHref: placed ? orderPayPath(order.id) : null, canCancel: placed };
}

export interface ProductView {
  key: string;
  title: string;
  kind: string;
  quantity: string;
  size: string | null;
  acquired: { value: string; iso: string };
  /** The order it came with. */
  order: { href: string; label: string };
}

/** What the learner owns (`/product/my-product`): one entry per card line of a paid order, newest first. */
export function toProductViews(products: readonly Product[]): ProductView[] {
  return products.map((product, index) => ({
    key: `${product.order_id}-${product.card.id}-${product.size ?? ''}-${index}`,
    title: product.card.title,
    kind: bn.productCard.kinds[product.card.kind],
    quantity: copy.pieces(product.quantity),
    size: product.size ? sizeOptions[product.size].bn : null,
    acquired: { value: formatDate(product.acquired_at), iso: product.acquired_at },
    order: { href: orderPath(product.order_id), label: orderTitle(product.order_id) },
  }));
}

/** One page of the learner's shop orders, of one status or all, as the api sorts them. */
export const readOrders = (api: Tilawat, query: OrdersQuery) =>
  expectData(
    api.v2.GET('/order/my-order', {
      params: {
        query: {
          page: query.page,
          limit: ORDERS_PAGE_SIZE,
          ...(query.status ? { status: query.status } : {}),
        },
      },
    }),
  );
/** What the learner owns from the shop. */
export const readMyProducts = (api: Tilawat) =>
  expectData(api.v2.GET('/product/my-product', { params: { query: { page: 1, limit: PRODUCTS_LIMIT } } }));

/** The orders page's reads as the server made them, for the list it was asked for (`query`). */
export interface OrdersInitial {
  query: OrdersQuery;
  orders: Served<typeof readOrders>;
  products: Served<typeof readMyProducts>;
}
