/**
 * The country a method's limits and payout fields are asked for (decision ENT-14) and the form's
 * phone list starts from: the player's own, else the host's payment geo.
 */
import { $config } from './config.ts';
import { $user } from './user.ts';

import { type Scope } from './scope.ts';

export const playerCountry = (scope: Scope): string | undefined => $user(scope).get().country ?? $config(scope).get().paymentGeo;
