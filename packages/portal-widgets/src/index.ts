// The package's public entry. createDosselI18n sits in its own module so hosts that bring their own
// i18next instance do not bundle the translations (the package is side-effect free).
export { DosselProvider, type DosselProviderProps } from './provider/dossel-provider';
export { useDosselClient } from './provider/dossel-client-context';
export {
  createDosselI18n,
  TRANSLATIONS_NAMESPACE,
  type CreateDosselI18nOptions,
} from './i18n/create-dossel-i18n';
export { widgetMessages } from './i18n/widget-messages';
export { rejectionMessage } from './i18n/rejection-message';
export { LoginBox, type LoginBoxLinkProps, type LoginBoxProps } from './login-box';
export { TermsModal, type TermsModalProps } from './terms-modal';
export {
  DEFAULT_PROMO_CAMPAIGN,
  isPromoVisible,
  PromoPopup,
  type PromoCampaign,
  type PromoPopupLinkProps,
  type PromoPopupProps,
  type PromoVisibilityInput,
} from './promo-popup';
export {
  QuarterlyReportPopup,
  type Quarter,
  type QuarterlyReportPopupLinkProps,
  type QuarterlyReportPopupProps,
} from './quarterly-report-popup';
export {
  AnomalyMap,
  WeedMap,
  type WeedMapGrid,
  type WeedMapPosition,
  type WeedMapProps,
  type WeedMapRenderInfo,
} from './weed-map';
export {
  BenchmarkingTable,
  benchmarkingRowsOptions,
  type BenchmarkingFilter,
  type BenchmarkingTableProps,
} from './benchmarking-table';
