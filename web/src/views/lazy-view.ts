/**
 * A view whose code loads when it is first shown, not with the page: the
 * Explore view brings the graph renderer (sigma, graphology), a large part of
 * the bundle that the home page and the other views never need. The view
 * mounts into a box put in the panel at once (so it stands before what the
 * app adds after it, the facts), unless the page has moved on by then.
 */
import { h } from '../dom.js';
import type { ViewHost } from './view-host.js';

export type MountView = (app: ViewHost, panel: HTMLElement) => (() => void) | void;

export function lazyView(load: () => Promise<MountView>): MountView {
  return (app, panel) => {
    let gone = false;
    let unmount: (() => void) | void;
    // No box of its own on screen (display: contents): the view's parts lay out as the panel's own.
    const parts = h('div', { class: 'view-parts' });
    panel.append(parts);
    load().then(
      (mount) => {
        if (!gone) unmount = mount(app, parts);
      },
      (error: unknown) => {
        if (!gone) app.showMessage(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      gone = true;
      unmount?.();
    };
  };
}
