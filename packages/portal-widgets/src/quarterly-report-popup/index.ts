export {
  QuarterlyReportPopup,
  type Quarter,
  type QuarterlyReportPopupLinkProps,
  type QuarterlyReportPopupProps,
} from './quarterly-report-popup';
