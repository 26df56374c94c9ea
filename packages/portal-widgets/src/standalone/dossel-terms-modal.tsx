import type { User } from '@dossel/api-client';

import { TermsModal } from '../terms-modal';
import { COMMON_ATTRIBUTES, defineElement, DosselElement } from './mount-in-shadow-root';

/** What `dossel-accepted` carries: when the API recorded the acceptance. */
export interface AcceptedDetail {
  signature: User['signature'];
}

/**
 * `<dossel-terms-modal open>`: the terms-of-use gate. It records the acceptance with the session the page
 * gives as a property (`element.sessionToken = token`, never an attribute, so it stays out of the DOM);
 * Accept sends `dossel-accepted`, Decline `dossel-declined`, and either removes `open`.
 */
export class DosselTermsModalElement extends DosselElement {
  protected readonly elementName = 'dossel-terms-modal';

  static override readonly observedAttributes = [...COMMON_ATTRIBUTES, 'open', 'privacy-policy-url'];

  /** The session the acceptance is recorded for. */
  get sessionToken(): string | null {
    return this.token;
  }

  set sessionToken(token: string | null) {
    this.token = token;
  }

  /** The privacy policy the gate links to (`privacy-policy-url`). @default `${portal-url}/privacy-policy.html` */
  get privacyPolicyUrl(): string {
    return this.getAttribute('privacy-policy-url') ?? `${this.portalUrl}/privacy-policy.html`;
  }

  override connectedCallback(): void {
    this.upgradeProperty('sessionToken');
    super.connectedCallback();
  }

  protected renderWidget() {
    return (
      <TermsModal
        opened={this.hasAttribute('open')}
        privacyPolicyUrl={this.privacyPolicyUrl}
        onAccepted={(user) => this.#end('dossel-accepted', { signature: user.signature })}
        onDecline={() => this.#end('dossel-declined')}
      />
    );
  }

  #end(type: 'dossel-accepted' | 'dossel-declined', detail?: AcceptedDetail): void {
    this.removeAttribute('open');
    this.emit(type, detail);
  }
}

defineElement('dossel-terms-modal', DosselTermsModalElement);
