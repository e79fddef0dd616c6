/**
 * The app as an installable one that works offline once loaded: a web app
 * manifest with icons, and a service worker that precaches every file, so
 * the page, its search worker and a solve all work with the network cut.
 */
import { describe, expect, it } from 'vitest';
import { appForTests } from './browser.js';

const running = appForTests();

describe('installable and offline', () => {
  it('has a manifest with a name, standalone display and 192 and 512 pixel icons', async () => {
    const { page, url } = running.app;
    await page.goto(url);
    const href = await page.locator('link[rel=manifest]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifest = (await (await page.request.get(new URL(href!, url).href)).json()) as { name: string; display: string; icons: { sizes: string; type: string }[] };
    expect(manifest.name).toContain('puzzlekit');
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((i) => `${i.sizes} ${i.type}`)).toEqual(expect.arrayContaining(['192x192 image/png', '512x512 image/png']));
    for (const icon of ['icon-192.png', 'icon-512.png']) expect((await page.request.get(new URL(icon, url).href)).status()).toBe(200);
  });

  it('loads and solves with the network cut, once it has been loaded', async () => {
    const { page, url, context } = running.app;
    await page.goto(`${url}?puzzle=sliding-tiles&preset=8-puzzle`);
    // The service worker has installed and controls the page (it claims it at once).
    // Strings, evaluated in the page: these tests are type-checked without the DOM's types.
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    await expect.poll(() => page.evaluate('navigator.serviceWorker.controller !== null')).toBe(true);
    await context.setOffline(true);
    try {
      await page.reload();
      await page.getByTestId('panel').waitFor();
      await page.getByTestId('solve').click();
      await expect.poll(() => page.getByTestId('move-count').textContent(), { timeout: 20_000 }).toContain('31');
    } finally {
      await context.setOffline(false);
    }
  });
});
