export type { QuantityStepperProps } from './quantity-stepper';
export { QuantityStepper } from './quantity-stepper';
