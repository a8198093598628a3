/**
 * The field controls as a lazy component. They are a chunk of their own (the chunk budget); this
 * module starts fetching them when it is evaluated, that is when a screen that imports it loads,
 * so they are usually in before the screen first needs them.
 */
import { lazy } from 'react';

const fieldControls = import('./form-fields.tsx');

export const FormFields = lazy(() => fieldControls.then((m) => ({ default: m.FormFields })));
