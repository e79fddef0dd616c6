/**
 * End-to-end support: build the browser app once per test run into a
 * temporary folder (test/support/web-builds.ts), serve it with `vite preview`
 * on a free port for each test file, and drive
 * Debian's Chromium (/usr/bin/chromium, never a downloaded browser) with
 * playwright-core, headless, with a fresh profile and no network chatter
 * (this machine has no network: without these flags Chromium hangs).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { build, preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { freePort } from '../support/free-port.mjs';

export const CHROMIUM = '/usr/bin/chromium';
/**
 * Where screenshots go: an ignored folder (`.screenshots/`), so tests never change tracked
 * files; `npm run screenshots` points PUZZLEKIT_SCREENSHOTS at docs/screenshots to refresh
 * the README's pictures.
 */
export const SCREENSHOTS = process.env.PUZZLEKIT_SCREENSHOTS ?? fileURLToPath(new URL('../../.screenshots/', import.meta.url));
const WEB_ROOT = fileURLToPath(new URL('../../web/', import.meta.url));

const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The machine's fonts less every Chinese, Japanese and Korean one: the browser
 * then sees what a machine without CJK fonts has, so the pages (and their
 * screenshots) show that the app's own web font draws the Chinese.
 */
const WITHOUT_CJK_FONTS = `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <selectfont><rejectfont>
    <pattern><patelt name="lang"><string>zh</string></patelt></pattern>
    <pattern><patelt name="lang"><string>ja</string></patelt></pattern>
    <pattern><patelt name="lang"><string>ko</string></patelt></pattern>
  </rejectfont></selectfont>
</fontconfig>
`;

export interface RunningApp {
  url: string;
  context: BrowserContext;
  page: Page;
  /** Uncaught errors from the app's pages so far; `close` fails when there are any. */
  pageErrors: string[];
  close(): Promise<void>;
}

/**
 * The folder of this run's build of the app. The first test file to ask
 * builds it (taking a lock: mkdir either makes the folder or fails); the
 * others, in other workers, wait for its word that the build is done, or
 * that it failed, so all of them fail with its error instead of waiting out
 * their time. Without the run's folder (startApp outside vitest's globalSetup)
 * each call builds its own.
 */
async function appBuild(): Promise<{ outDir: string; own: boolean }> {
  const shared = inject('webBuilds') as string | undefined;
  if (shared === undefined) {
    const outDir = mkdtempSync(join(tmpdir(), 'puzzlekit-web-'));
    await build({ root: WEB_ROOT, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    return { outDir, own: true };
  }
  const outDir = join(shared, 'app');
  const done = join(shared, 'built');
  const failed = join(shared, 'failed');
  let builder = true;
  try {
    mkdirSync(join(shared, 'lock'));
  } catch {
    builder = false;
  }
  if (builder) {
    try {
      await build({ root: WEB_ROOT, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    } catch (error) {
      writeFileSync(failed, String(error instanceof Error ? (error.stack ?? error.message) : error));
      throw error;
    }
    writeFileSync(done, '');
  }
  for (;;) {
    if (existsSync(done)) return { outDir, own: false };
    if (existsSync(failed)) throw new Error(`the app's build failed in another test file:\n${readFileSync(failed, 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Builds the app (once a run), serves it, and opens Chromium on it. */
export async function startApp(): Promise<RunningApp> {
  const { outDir, own } = await appBuild();
  const profile = mkdtempSync(join(tmpdir(), 'puzzlekit-chromium-'));
  const port = await freePort();
  const server: PreviewServer = await preview({
    root: WEB_ROOT,
    logLevel: 'warn',
    build: { outDir },
    preview: { port, strictPort: true, host: '127.0.0.1', open: false },
  });
  const url = `http://127.0.0.1:${port}/`;
  const fontConfig = join(profile, 'fonts.conf');
  writeFileSync(fontConfig, WITHOUT_CJK_FONTS);
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport: { width: 1280, height: 900 },
    // English pages unless a test asks for another language, whatever the machine's locale.
    locale: 'en-US',
    env: { ...process.env, FONTCONFIG_FILE: fontConfig },
  });
  context.setDefaultTimeout(15_000);
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  context.on('page', (other) => other.on('pageerror', (error) => errors.push(error.message)));
  return {
    url,
    context,
    page,
    pageErrors: errors,
    async close() {
      await context.close();
      await server.close();
      if (own) rmSync(outDir, { recursive: true, force: true });
      rmSync(profile, { recursive: true, force: true });
      // A JavaScript error on any page fails the file, even when every check on screen passed.
      expect(errors, 'JavaScript errors on the page').toEqual([]);
    },
  };
}

/** A screenshot of the page into SCREENSHOTS/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** The app under one test file's tests (see `appForTests`). */
export interface AppUnderTest {
  /** The running app: read it in tests and hooks, once the file's tests have begun. */
  readonly app: RunningApp;
  /** Opens the app at a query string and waits for its panel. */
  open(query: string): Promise<void>;
}

/**
 * How long a test file may take to start the app: the run's build of it
 * (about 10 s on an idle 2-core machine, over 60 s at load 20) and Chromium.
 * Only a hang outlasts it; no test waits on it.
 */
export const APP_START_LIMIT_MS = 10 * 60_000;

/**
 * Starts the app before a test file's tests (then calls `started` and awaits it, say to
 * keep its page) and closes it after them: a JavaScript error on any of its
 * pages then fails the file.
 */
export function appForTests(started?: (app: RunningApp) => unknown): AppUnderTest {
  let running: RunningApp | undefined;
  beforeAll(async () => {
    running = await startApp();
    await started?.(running);
  }, APP_START_LIMIT_MS);
  afterAll(async () => {
    await running?.close();
  });
  const app = (): RunningApp => {
    if (!running) throw new Error('the app has not started: read it in tests and hooks, not while the file is collected');
    return running;
  };
  return {
    get app() {
      return app();
    },
    async open(query) {
      const { page, url } = app();
      await page.goto(`${url}${query}`);
      await page.getByTestId('panel').waitFor();
    },
  };
}
