/** The identity inputs other features reuse (the chat's verification and address steps, the proof on /register). */

export { AccountNumberField } from './components/account-number-field';
export { AddressStep } from './components/address-step';
export { BirthDateField } from './components/birth-date-field';
export { BirthDatePicker } from './components/birth-date-picker';
export { SsnLast4Field } from './components/ssn-last4-field';
