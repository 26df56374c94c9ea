import { PromoPopup } from '../promo-popup';
import { COMMON_ATTRIBUTES, defineElement, DosselElement } from './mount-in-shadow-root';

/**
 * `<dossel-promo-popup open>`: the productivity-vision announcement. It shows while it has the `open`
 * attribute; closing it (button, Escape, a click outside, the link) removes the attribute and sends
 * `dossel-closed`.
 */
export class DosselPromoPopupElement extends DosselElement {
  protected readonly elementName = 'dossel-promo-popup';

  static override readonly observedAttributes = [...COMMON_ATTRIBUTES, 'open', 'productivity-href'];

  /** Where the call-to-action leads (`productivity-href`). @default `${portal-url}/productivity?tab=productivityVision` */
  get productivityHref(): string {
    return this.getAttribute('productivity-href') ?? `${this.portalUrl}/productivity?tab=productivityVision`;
  }

  protected renderWidget() {
    return (
      <PromoPopup
        opened={this.hasAttribute('open')}
        onClose={() => this.#close()}
        productivityHref={this.productivityHref}
      />
    );
  }

  #close(): void {
    this.removeAttribute('open');
    this.emit('dossel-closed');
  }
}

defineElement('dossel-promo-popup', DosselPromoPopupElement);
