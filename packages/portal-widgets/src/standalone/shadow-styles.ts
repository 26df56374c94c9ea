// Every style a standalone element needs, as text for a <style> in its shadow root: a host page's
// stylesheets cannot reach inside, and these rules cannot reach out. Vite's `?inline` gives the compiled
// CSS (CSS modules with the same class names the components import), in development and in the build.
// Mantine's styles per component, only those the three widgets and their toasts render: the whole
// stylesheet would take a fifth of the login box's 150 KB budget. A component added to a widget adds its
// file here (the browser tests compare the rendered widget with Mantine's look).
import actionIcon from '@mantine/core/styles/ActionIcon.css?inline';
import anchor from '@mantine/core/styles/Anchor.css?inline';
import baseline from '@mantine/core/styles/baseline.css?inline';
import button from '@mantine/core/styles/Button.css?inline';
import closeButton from '@mantine/core/styles/CloseButton.css?inline';
import global from '@mantine/core/styles/global.css?inline';
import group from '@mantine/core/styles/Group.css?inline';
import input from '@mantine/core/styles/Input.css?inline';
import loader from '@mantine/core/styles/Loader.css?inline';
import modal from '@mantine/core/styles/Modal.css?inline';
import modalBase from '@mantine/core/styles/ModalBase.css?inline';
import notification from '@mantine/core/styles/Notification.css?inline';
import overlay from '@mantine/core/styles/Overlay.css?inline';
import paper from '@mantine/core/styles/Paper.css?inline';
import passwordInput from '@mantine/core/styles/PasswordInput.css?inline';
import stack from '@mantine/core/styles/Stack.css?inline';
import text from '@mantine/core/styles/Text.css?inline';
import title from '@mantine/core/styles/Title.css?inline';
import unstyledButton from '@mantine/core/styles/UnstyledButton.css?inline';
import visuallyHidden from '@mantine/core/styles/VisuallyHidden.css?inline';
import notifications from '@mantine/notifications/styles.css?inline';

import loginBox from '../login-box/login-box.module.css?inline';

/**
 * Inherited properties (font, colour, line height…) cross a shadow boundary, so a host rule such as
 * `* { color: red }` would still reach the widget through its host element. The root inside the shadow
 * starts from initial values and takes Mantine's, so the host's text styles stop at the boundary.
 */
const boundary = `
:host { display: block; }
:host([hidden]) { display: none; }
.dossel-root {
  all: initial;
  display: block;
  font-family: var(--mantine-font-family);
  font-size: var(--mantine-font-size-md);
  line-height: var(--mantine-line-height);
  color: var(--mantine-color-text);
  -webkit-font-smoothing: var(--mantine-webkit-font-smoothing);
  -moz-osx-font-smoothing: var(--mantine-moz-font-smoothing);
}
`;

export const SHADOW_ROOT_CSS = [
  // Mantine's documented order: baseline first, then components, then notifications. Mantine's
  // variables are not here: the provider writes all of them (deduplicateCssVariables off), which costs
  // less than default-css-variables.css, the largest file of the lot.
  baseline,
  global,
  unstyledButton,
  visuallyHidden,
  paper,
  text,
  anchor,
  title,
  stack,
  group,
  loader,
  button,
  actionIcon,
  closeButton,
  input,
  passwordInput,
  overlay,
  modalBase,
  modal,
  notification,
  notifications,
  loginBox,
  boundary,
].join('\n');
