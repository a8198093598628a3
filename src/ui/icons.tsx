/**
 * Inline SVG icons (no network, CSP-safe). Decorative: hidden from assistive tech, the
 * control around them carries the label. `directional` icons mirror in RTL (styles/base.css).
 */
import type { ReactElement } from 'react';

interface IconProps {
  /** Mirrors the icon in right-to-left layouts (arrows). */
  directional?: boolean;
}

function Svg({ children, directional }: IconProps & { children: ReactElement | ReactElement[] }) {
  return (
    <svg
      className={directional ? 'cashier-icon cashier-icon--directional' : 'cashier-icon'}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** Back arrow (points left in LTR, right in RTL). */
export const BackIcon = () => (
  <Svg directional>
    <path d="M15 18l-6-6 6-6" />
  </Svg>
);

/** Close cross. */
export const CloseIcon = () => (
  <Svg>
    <path d="M18 6L6 18M6 6l12 12" />
  </Svg>
);

/** Magnifier for search fields. */
export const SearchIcon = () => (
  <Svg>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </Svg>
);

/** Warning sign for error states. */
export const AlertIcon = () => (
  <Svg>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 8v5M12 16.5v.01" />
  </Svg>
);

/** Globe for region and empty states. */
export const GlobeIcon = () => (
  <Svg>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
  </Svg>
);

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
