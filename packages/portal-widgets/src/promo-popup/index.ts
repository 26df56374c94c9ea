export { PromoPopup, type PromoPopupLinkProps, type PromoPopupProps } from './promo-popup';
export {
  DEFAULT_PROMO_CAMPAIGN,
  isPromoVisible,
  type PromoCampaign,
  type PromoVisibilityInput,
} from './promo-visibility';
