/**
 * How every test here starts Chromium: Debian's build (Playwright may not download its own on this
 * network) with the flags that keep it from stalling on a closed network. `CHROMIUM_PATH` overrides.
 */
export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export const chromiumLaunchOptions = {
  executablePath: chromiumExecutablePath,
  args: chromiumArgs,
};
