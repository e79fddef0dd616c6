/**
 * Vitest's globalSetup: a temporary folder for the browser app's build,
 * shared by the browser test files of one run (test/e2e/browser.ts builds
 * the app there once, when the first file asks for it) and removed after the
 * run. A run without browser tests only makes and removes an empty folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run's browser test files share one build of the app. */
    webBuilds: string;
  }
}

export default function setup(project: TestProject): () => void {
  const folder = mkdtempSync(join(tmpdir(), 'puzzlekit-web-'));
  project.provide('webBuilds', folder);
  return () => rmSync(folder, { recursive: true, force: true });
}
