import { createElement, Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { preloadable } from './preloadable';

// renderToString shows a Suspense boundary's fallback for whatever suspends: what it prints tells
// whether the component rendered at once or would have waited.
const Greeting: ComponentType<{ name: string }> = ({ name }) => createElement('p', null, `Olá, ${name}`);
const rendered = (component: ComponentType<{ name: string }>) =>
  renderToString(
    createElement(Suspense, { fallback: 'carregando' }, createElement(component, { name: 'Ana' })),
  );

describe('a component loaded on demand', () => {
  it('renders at once once preloaded, where a bare lazy() would still suspend', async () => {
    let loads = 0;
    const OnDemand = preloadable(() => {
      loads += 1;
      return Promise.resolve(Greeting);
    });
    expect(rendered(OnDemand)).toContain('carregando');
    OnDemand.preload();
    await Promise.resolve();
    await Promise.resolve();
    expect(rendered(OnDemand)).toContain('Olá, Ana');
    expect(loads).toBe(1);
  });

  it('is fetched again after a failed download', async () => {
    let attempts = 0;
    const OnDemand = preloadable(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting);
    });
    OnDemand.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    OnDemand.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(attempts).toBe(2);
    expect(rendered(OnDemand)).toContain('Olá, Ana');
  });
});
