/**
 * Icons only the pages after the list draw (issue #24, decision ROOM-07): a module of their own so
 * they load with those pages, not in the entry. The list's and the shell's icons are in icons.tsx.
 */
import { Svg } from './icons.tsx';

/** Check mark for the chosen option. */
export const CheckIcon = () => (
  <Svg>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Svg>
);

/** Circular arrow for refresh actions. */
export const RefreshIcon = () => (
  <Svg>
    <path d="M20 11a8 8 0 10-2.3 5.7M20 5v6h-6" />
  </Svg>
);

/** Two overlapping sheets for copy actions. */
export const CopyIcon = () => (
  <Svg>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V6a2 2 0 012-2h9" />
  </Svg>
);

/** Magnifier for search fields. */
export const SearchIcon = () => (
  <Svg>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </Svg>
);
