/**
 * A provider redirect the widget performs in its own window (native web view, where no helper
 * window is opened; REDIR-10): the deposit engine sets it before navigating to `/form`, and the
 * form page consumes it.
 */
import { atom } from 'nanostores';
import type { RedirectRequest } from '../../domain/after-create.ts';
import { scoped } from '../scope.ts';

/** The redirect waiting for the `/form` page, or null. */
export const $localRedirect = scoped(() => (atom<RedirectRequest | null>(null)));
