import { describe, expect, it } from 'vitest';
import type { DocumentReference } from '@steelyard/domain/documents';
import { toDraftBody } from './wizard-bodies';
import { createWizardForm, movePicture, setMainPicture, type WizardForm } from './wizard-form';
import { createWizardState, settleUploads, wizardReducer, type WizardAction, type WizardState } from './wizard-state';

/** The wizard's state with its form (the provider keeps the form in react-hook-form and settles uploads into it). */
type Wizard = WizardState & { form: WizardForm };
const createWizard = (): Wizard => ({ ...createWizardState(), form: createWizardForm() });

const pictureOf = (n: number): DocumentReference => ({
  documentId: `doc-${n}`,
  kind: 'PICTURE',
  contentType: 'image/png',
  meta: { fileName: `picture-${n}.png`, size: 1000 + n, lastModifiedDate: null },
  createdAt: '2026-03-10T08:00:00Z',
});

const step = (state: Wizard, action: WizardAction): Wizard => {
  const next = { ...state, ...wizardReducer(state, action) };
  return { ...next, ...settleUploads(next.uploads, next.form) };
};
const run = (state: Wizard, actions: WizardAction[]) => actions.reduce(step, state);
const started = (n: number): WizardAction => ({
  type: 'uploadStarted',
  entry: { id: `u${n}`, slot: 'pictures', fileName: `picture-${n}.png`, size: 1000 + n },
});
const done = (n: number): WizardAction => ({ type: 'uploadDone', id: `u${n}`, file: pictureOf(n) });
const idsOf = (state: Wizard) => state.form.pictures.map((p) => p.documentId);

describe('the wizard keeps pictures in the seller order (issue 23, item 14)', () => {
  it('keeps the order the pictures were chosen in when their uploads finish 2, 3, 4, 1', () => {
    const state = run(createWizard(), [started(1), started(2), started(3), started(4), done(2), done(3), done(4)]);
    // the three finished ones wait for the first
    expect(idsOf(state)).toEqual([]);
    expect(state.uploads.filter((u) => u.status === 'Success')).toHaveLength(3);
    const settled = step(state, done(1));
    expect(idsOf(settled)).toEqual(['doc-1', 'doc-2', 'doc-3', 'doc-4']);
    expect(settled.uploads).toEqual([]);
  });

  it('does not let a failed upload hold back the ones chosen after it', () => {
    const state = run(createWizard(), [
      started(1),
      started(2),
      done(2),
      { type: 'uploadFailed', id: 'u1', error: { key: 'listing-wizard.uploads.failed' } },
    ]);
    expect(idsOf(state)).toEqual(['doc-2']);
    expect(state.uploads.map((u) => u.status)).toEqual(['Error']);
  });

  it('moves pictures up and down and sends the chosen main picture in the body', () => {
    let state = run(createWizard(), [started(1), started(2), started(3), done(1), done(2), done(3)]);
    state = { ...state, form: movePicture(state.form, 'doc-3', -1) };
    state = { ...state, form: movePicture(state.form, 'doc-1', -1) };
    state = { ...state, form: setMainPicture(state.form, 'doc-2') };
    expect(idsOf(state)).toEqual(['doc-1', 'doc-3', 'doc-2']);
    expect(state.form.pictures.filter((p) => p.main).map((p) => p.documentId)).toEqual(['doc-2']);
    expect(toDraftBody(state.form, 'LISTING', 'EUR').pictures).toEqual([
      { documentId: 'doc-1' },
      { documentId: 'doc-3' },
      { documentId: 'doc-2', main: true },
    ]);
  });
});
