export { TermsModal, type TermsModalProps } from './terms-modal';
