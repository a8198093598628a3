/**
 * Inline SVG icons (no network, CSP-safe). Decorative: hidden from assistive tech, the
 * control around them carries the label. `directional` icons mirror in RTL (styles/base.css).
 */
import type { ReactElement } from 'react';

interface IconProps {
  /** Mirrors the icon in right-to-left layouts (arrows). */
  directional?: boolean;
}

/** The frame every icon shares (page-icons.tsx draws the lazy pages' icons in it). */
export function Svg({ children, directional }: IconProps & { children: ReactElement | ReactElement[] }) {
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
