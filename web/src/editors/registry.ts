/**
 * Editors by the kind of a backend's editor model (`PuzzleBackend.editor`),
 * not by puzzle: any backend with a model of a kind gets that kind's
 * editor. A backend without a model, or with a kind this page has no
 * editor for, gets the generic editor only.
 */
import type { EditorKind, EditorModel, EditorModelOf } from '../../../src/puzzles/editor-model.js';
import { blocksGridEditor } from './blocks-grid.js';
import type { KindEditor, PuzzleEditor } from './editor.js';
import { paintGridEditor } from './paint-grid.js';
import { riverFormEditor } from './river-form.js';
import { slotLevelEditor } from './slot-level.js';
import { tilesGridEditor } from './tiles-grid.js';

export type { EditorHost, PuzzleEditor } from './editor.js';

const EDITORS: { readonly [K in EditorKind]: KindEditor<K> } = {
  'blocks-grid': blocksGridEditor,
  'tiles-grid': tilesGridEditor,
  'slot-level': slotLevelEditor,
  'river-form': riverFormEditor,
  'paint-grid': paintGridEditor,
};

/** The editor of a backend's model, bound to it; undefined for none. */
export function editorFor(model: EditorModel | undefined): PuzzleEditor | undefined {
  return model && Object.hasOwn(EDITORS, model.kind) ? bound(model) : undefined;
}

function bound<K extends EditorKind>(model: EditorModelOf<K>): PuzzleEditor {
  const edit: KindEditor<K> = EDITORS[model.kind as K];
  return (host, container) => edit(model, host, container);
}
