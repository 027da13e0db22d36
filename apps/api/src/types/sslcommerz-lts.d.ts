/**
 * The official SSLCommerz package ships no types. Its methods answer the gateway's JSON, or — it
 * catches every failure of the request — the Error itself (never a rejection for a network failure).
 */
declare module 'sslcommerz-lts' {
  export default class SSLCommerzPayment {
    constructor(storeId: string, storePassword: string, live?: boolean);
    baseURL: string;
    initURL: string;
    validationURL: string;
    refundURL: string;
    refundQueryURL: string;
    transactionQueryBySessionIdURL: string;
    transactionQueryByTransactionIdURL: string;
    init(data: Record<string, string | number>): Promise<unknown>;
    validate(data: { val_id: string }): Promise<unknown>;
    initiateRefund(data: {
      refund_amount: number | string;
      refund_remarks: string;
      bank_tran_id: string;
      refe_id: string;
    }): Promise<unknown>;
    refundQuery(data: { refund_ref_id: string }): Promise<unknown>;
    transactionQueryByTransactionId(data: { tran_id: string }): Promise<unknown>;
  }
}
