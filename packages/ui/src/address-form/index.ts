export type { AddressFormErrors, AddressFormProps } from './address-form';
export { AddressForm, addressFormFields, ORDER_INFO_LIMITS } from './address-form';
