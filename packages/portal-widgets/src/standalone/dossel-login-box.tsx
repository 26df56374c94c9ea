import type { LoginResponse } from '@dossel/api-client';
import { showToast } from '@dossel/ui-kit';

import { rejectionMessage } from '../i18n/rejection-message';
import { LoginBox } from '../login-box';
import { defineElement, DosselElement } from './mount-in-shadow-root';

/** What `dossel-signed-in` carries: who signed in. The session token never leaves the element. */
export interface SignedInDetail {
  name: string;
  email: string;
}

/**
 * `<dossel-login-box>`: the sign-in form for sites without React. Once the API accepts the credentials it
 * sends `dossel-signed-in` (cancelable) and, unless cancelled, asks for a one-time code and takes the
 * user to the portal's `/handoff?code=…`, where the portal exchanges it for a session of its own.
 */
export class DosselLoginBoxElement extends DosselElement {
  protected readonly elementName = 'dossel-login-box';

  /** How the element leaves the page for the portal; tests and hosts with a router may replace it. */
  navigate: (url: string) => void = (url) => this.ownerDocument.defaultView?.location.assign(url);

  protected renderWidget() {
    return (
      <LoginBox
        onSuccess={(response) => this.#signedIn(response)}
        forgotPasswordHref={`${this.portalUrl}/forgot-password`}
      />
    );
  }

  async #signedIn({ token }: LoginResponse): Promise<void> {
    this.token = token;
    const client = this.client;
    try {
      const user = await client.auth.me();
      const detail: SignedInDetail = { name: user.name, email: user.email };
      if (!this.emit('dossel-signed-in', detail, { cancelable: true })) return;
      const { code } = await client.auth.createHandoffCode();
      this.navigate(`${this.portalUrl}/handoff?code=${encodeURIComponent(code)}`);
    } catch (error) {
      // The form stays, so the user can try again.
      void showToast({ kind: 'error', message: rejectionMessage(error, this.i18n.t) });
    }
  }
}

defineElement('dossel-login-box', DosselLoginBoxElement);
