import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { i18nOptions } from '../../lib/i18n-options';
import { COLOR_SCHEME_STORAGE_KEY } from '../../lib/color-scheme';
import { chooseFirstScreen, pickLanguage, showFirstScreen } from './boot';
import { preloadSignInFiles, type EarlyLoads } from './early-loads';
import { FIRST_SCREEN_ID, SUBMIT_REQUESTED } from './first-screen-ids';
import { takeOverFirstScreen } from './take-over';

describe('the language of the first screen', () => {
  // The app's i18next, given the same candidates, must land on the same language: else the page would
  // switch language when the app takes over.
  const i18n = i18next.createInstance();
  void i18n.init({ ...i18nOptions, initAsync: false, resources: {} });
  const i18nextPicks = (candidates: string[]) =>
    i18n.services.languageUtils.getBestMatchFromCodes(candidates);

  it.each([
    [['pt-BR']],
    [['en-US', 'pt-BR']],
    [['es']],
    [['es-MX', 'en-US']],
    [['en', 'es']],
    [['pt', 'en-US']],
    [['pt-PT']],
    [['fr-FR', 'de']],
    [['en-GB']],
    [['EN-us']],
    [['zh-Hant-TW', 'es-419']],
    [[]],
  ])('picks what i18next picks from %j', (candidates) => {
    expect(pickLanguage(candidates)).toBe(i18nextPicks(candidates));
  });
});

describe('which first screen shows', () => {
  it('is the loading screen for a stored session, wherever it opens', () => {
    expect(chooseFirstScreen('/', true)).toBe('loading');
    expect(chooseFirstScreen('/benchmarking', true)).toBe('loading');
  });

  it("is the sign-in form on '/' without a session, and nothing on the other pages", () => {
    expect(chooseFirstScreen('/', false)).toBe('signIn');
    expect(chooseFirstScreen('/forgot-password', false)).toBeNull();
  });
});

describe("the sign-in form's code (issue 13)", () => {
  const preloaded = () => [
    ...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload][href^="/assets/"]'),
  ];
  afterEach(() => preloaded().forEach((link) => link.remove()));

  const none = { scripts: [], styles: [], requests: [] };
  const loads: EarlyLoads = {
    signIn: { scripts: ['/assets/sign-in-form-1.js'], styles: [], requests: [] },
    shell: { ...none, scripts: ['/assets/shell-1.js'] },
    screens: {},
    painted: [],
  };

  it('starts with the form, beside the app’s own code, and nothing of the signed-in frame’s', () => {
    preloadSignInFiles(loads);
    expect(preloaded().map((link) => link.getAttribute('href'))).toEqual(['/assets/sign-in-form-1.js']);
  });
});

describe('the colour scheme of the first screen', () => {
  afterEach(() => document.documentElement.setAttribute('data-mantine-color-scheme', 'light'));

  it('is the scheme this device remembers, set before the app runs, so a dark page never flashes light', () => {
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'dark');
    showFirstScreen();
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });

  it('is light when the device remembers none', () => {
    showFirstScreen();
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
  });
});

describe('the app taking the first screen over', () => {
  const form = (id: string) =>
    `<form id="${id}"><input name="email" type="email" /><input name="password" type="password" /></form>`;
  afterEach(() => document.body.replaceChildren());

  function setUp() {
    document.body.innerHTML = `<div id="${FIRST_SCREEN_ID}">${form('before')}</div><div id="root">${form('app')}</div>`;
    const first = document.getElementById(FIRST_SCREEN_ID) as HTMLElement;
    const app = document.getElementById('root') as HTMLElement;
    const field = (root: HTMLElement, name: string) =>
      root.querySelector(`input[name=${name}]`) as HTMLInputElement;
    return { first, app, field };
  }

  it('moves what was typed and the focus into the app, and removes the copy', () => {
    const { first, app, field } = setUp();
    field(first, 'email').value = 'cliente@demo.com.br';
    field(first, 'password').value = 'Dossel@20';
    field(first, 'password').focus();
    field(first, 'password').setSelectionRange(3, 5);
    takeOverFirstScreen(app);
    expect(first.childElementCount).toBe(0);
    expect(field(app, 'email').value).toBe('cliente@demo.com.br');
    expect(field(app, 'password').value).toBe('Dossel@20');
    expect(document.activeElement).toBe(field(app, 'password'));
    expect([field(app, 'password').selectionStart, field(app, 'password').selectionEnd]).toEqual([3, 5]);
  });

  it('sends the form through the app when the user pressed Enter before it loaded', () => {
    const { first, app } = setUp();
    first.setAttribute(SUBMIT_REQUESTED, '');
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    app.querySelector('form')?.addEventListener('submit', submitted);
    takeOverFirstScreen(app);
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(first.hasAttribute(SUBMIT_REQUESTED)).toBe(false);
  });

  it('leaves the app alone when there was no first screen', () => {
    const { first, app, field } = setUp();
    first.replaceChildren();
    field(app, 'email').value = 'typed in the app';
    takeOverFirstScreen(app);
    expect(field(app, 'email').value).toBe('typed in the app');
  });
});
