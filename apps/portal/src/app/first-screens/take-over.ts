import { dropPaintedState } from '../../lib/painted-screen-data';
import { FIRST_SCREEN_ID, PAINTED_ATTRIBUTE, SUBMIT_REQUESTED } from './first-screen-ids';

/**
 * The app has drawn its first screen over the pre-rendered one (index.html): what the user typed there
 * moves into the app's form, with the focus and the caret, and the pre-rendered copy goes. Called in a
 * layout effect, before the browser paints, so no frame shows both or neither. The fields match by
 * name; the app's inputs are uncontrolled, so setting their value is all the form needs. A form the
 * user already sent (Enter) is sent again by the app's own handler.
 */
export function takeOverFirstScreen(appRoot: HTMLElement): void {
  // The app's drawing comes into sight (a painted screen kept it under, global.css), and no screen
  // painted later may cover it.
  dropPaintedState();
  document.documentElement.removeAttribute(PAINTED_ATTRIBUTE);
  const firstScreen = document.getElementById(FIRST_SCREEN_ID);
  if (!firstScreen?.firstChild) return;
  const focused = document.activeElement;
  for (const typed of firstScreen.querySelectorAll<HTMLInputElement>('input[name]')) {
    const field = appRoot.querySelector<HTMLInputElement>(`input[name="${CSS.escape(typed.name)}"]`);
    if (!field) continue;
    if (typed.value) field.value = typed.value;
    if (typed === focused) {
      field.focus();
      // E-mail inputs have no caret position to read or set (selectionStart is null there).
      if (typed.selectionStart !== null) field.setSelectionRange(typed.selectionStart, typed.selectionEnd);
    }
  }
  const submitRequested = firstScreen.hasAttribute(SUBMIT_REQUESTED);
  firstScreen.replaceChildren();
  firstScreen.removeAttribute(SUBMIT_REQUESTED);
  if (submitRequested) appRoot.querySelector('form')?.requestSubmit();
}

/** The same, from inside the app: its drawing is in index.html's #root. */
export function takeOverFirstScreenFromTheApp(): void {
  const appRoot = document.getElementById('root');
  if (appRoot) takeOverFirstScreen(appRoot);
}
