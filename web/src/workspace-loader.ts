/** The instances' chunk (views/workspace.ts: the midend and the engine), loaded once: by main.ts for a link to a puzzle, else by the app when the home page opens one. */
export type Workspace = typeof import('./views/workspace.js');

export function loadWorkspace(): Promise<Workspace> {
  return import('./views/workspace.js');
}
