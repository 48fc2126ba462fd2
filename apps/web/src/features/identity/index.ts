/** The identity inputs other features reuse (the chat's verification and address steps). */
export { AddressStep } from './components/address-step';
export { BirthDatePicker } from './components/birth-date-picker';
