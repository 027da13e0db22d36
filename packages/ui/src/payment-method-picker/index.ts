export type { PaymentMethodPickerProps } from './payment-method-picker';
export { PaymentMethodPicker } from './payment-method-picker';
