// What a production api needs before loadEnv lets it start (issue 35: it fails closed): real secrets, and
// a payment gateway that takes real money. For the tests of production behaviour; plain data, so unit
// tests use it without building an app.
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  JWT_SECRET: 'p'.repeat(40),
  GATEWAY_SECRET: 'g'.repeat(40),
  MEDIA_SECRET: 'm'.repeat(40),
  PAYMENT_GATEWAY: 'sslcommerz',
  SSLCOMMERZ_STORE_ID: 'tilawat-store',
  SSLCOMMERZ_STORE_PASSWORD: 'store-password',
  SSLCOMMERZ_SANDBOX: 'false',
} as const;
