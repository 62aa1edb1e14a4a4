/** The shared payment entry (sale form, sale detail, POS) and its pure computations. */
export { PaymentEntry, type PaymentEntryProps } from './PaymentEntry';
export { NoticeDialog } from './NoticeDialog';
export { capPayment, type NewPayment, type PaymentMethod } from './paymentMath';
export { PaymentList } from './PaymentList';
export { RateChangedDialog, type RateChange } from './RateChangedDialog';
