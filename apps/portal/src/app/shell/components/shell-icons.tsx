import type { SVGProps } from 'react';

// A few line icons drawn in SVG: the portal carries no icon package for a handful of glyphs. They are
// decorative; the buttons that hold them carry the names.
function LineIcon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** Two arrows pointing to the edges: the content takes the whole width. */
export function FullWidthIcon() {
  return (
    <LineIcon>
      <path d="M3 12h18M7 8l-4 4 4 4M17 8l4 4-4 4" />
    </LineIcon>
  );
}

/** Sliders: the settings of the view and the language. */
export function SettingsIcon() {
  return (
    <LineIcon>
      <path d="M4 7h10M18 7h2M4 17h2M10 17h10" />
      <circle cx="16" cy="7" r="2" />
      <circle cx="8" cy="17" r="2" />
    </LineIcon>
  );
}

export function ChevronDownIcon() {
  return (
    <LineIcon width={16} height={16}>
      <path d="M6 9l6 6 6-6" />
    </LineIcon>
  );
}

/** A sun: the light scheme. */
export function SunIcon() {
  return (
    <LineIcon width={16} height={16}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </LineIcon>
  );
}

/** A crescent moon: the dark scheme. */
export function MoonIcon() {
  return (
    <LineIcon width={16} height={16}>
      <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />
    </LineIcon>
  );
}

/** A screen: the scheme of the user's system. */
export function SystemSchemeIcon() {
  return (
    <LineIcon width={16} height={16}>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
    </LineIcon>
  );
}
