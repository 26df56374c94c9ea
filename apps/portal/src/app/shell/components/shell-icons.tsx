import type { SVGProps } from 'react';

// A few line icons drawn in SVG: the portal carries no icon package for three glyphs. They are
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
