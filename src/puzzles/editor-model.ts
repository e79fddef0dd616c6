/**
 * The editor ability of a backend (`PuzzleBackend.editor`): the model of an
 * editor for its instances, with no DOM. Each kind is a contract of its
 * own (editor-models/), which the backend implements on its own types and
 * a front end draws: the browser registers one editor per kind, so that a
 * backend with a model of a kind gets that editor, whatever its id.
 */
import type { BlocksGridModel } from './editor-models/blocks-grid.js';
import type { PaintGridModel } from './editor-models/paint-grid.js';
import type { RiverFormModel } from './editor-models/river-form.js';
import type { SlotLevelModel } from './editor-models/slot-level.js';
import type { TilesGridModel } from './editor-models/tiles-grid.js';

export type EditorModel<I = unknown> = BlocksGridModel<I> | TilesGridModel<I> | SlotLevelModel<I> | RiverFormModel<I> | PaintGridModel<I>;

export type EditorKind = EditorModel['kind'];

/** The model of one kind. */
export type EditorModelOf<K extends EditorKind, I = unknown> = Extract<EditorModel<I>, { kind: K }>;

export type { BlocksGrid, BlocksGridModel, GoalPlace } from './editor-models/blocks-grid.js';
export type { TilesGrid, TilesGridModel } from './editor-models/tiles-grid.js';
export type { PaintGridModel, PaintTool } from './editor-models/paint-grid.js';
export type { PaletteTile, SlotLevel, SlotLevelModel } from './editor-models/slot-level.js';
export type { RiverFormModel, RiverFormRule, RiverFormSpec, RiverFormTraveller, RuleWhere } from './editor-models/river-form.js';
