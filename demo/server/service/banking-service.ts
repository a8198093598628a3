/**
 * The banking service: every call of src/transport/calls.ts. `satisfies BankingService` makes a
 * call missing from the map (or one the widget does not know) a type error.
 */
import { depositHandlers } from './deposit-handlers.ts';
import { methodsHandlers } from './methods-handlers.ts';
import { miscHandlers } from './misc-handlers.ts';
import type { BankingService } from './types.ts';
import { withdrawalHandlers } from './withdrawal-handlers.ts';

export const bankingService = {
  ...methodsHandlers,
  ...depositHandlers,
  ...miscHandlers,
  ...withdrawalHandlers,
} satisfies BankingService;
