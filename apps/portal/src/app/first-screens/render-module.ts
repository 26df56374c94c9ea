// The module the API loads from the release (`dist/server/first-screen.js`, built by
// vite/prerender-plugin.ts) and runs in its render thread: api-client's FirstScreenRenderer, called for
// each stored session's deep link, and FirstScreenWarmUp, called once when the thread has loaded it.
export { renderFirstScreen } from './render-signed-in-screen';
export { warmUpFirstScreens } from './warm-up';
