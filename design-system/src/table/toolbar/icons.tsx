import type { ReactNode } from 'react';

/**
 * The table's small line icons (16-unit grid, 1em square, `currentColor`). All decorative
 * (`aria-hidden`): the button around an icon carries its accessible name.
 */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      className="srm-table-icon"
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function SearchIcon() {
  return (
    <Icon>
      <circle cx="7" cy="7" r="4.5" />
      <path d="M10.5 10.5L14 14" />
    </Icon>
  );
}

export function UploadIcon() {
  return (
    <Icon>
      <path d="M8 11V2.5M4.5 6L8 2.5L11.5 6M2.5 10.5v3h11v-3" />
    </Icon>
  );
}

export function DownloadIcon() {
  return (
    <Icon>
      <path d="M8 2.5V11M4.5 7.5L8 11l3.5-3.5M2.5 10.5v3h11v-3" />
    </Icon>
  );
}

export function RefreshIcon() {
  return (
    <Icon>
      <path d="M13 8a5 5 0 1 1-1.46-3.54M13 2.5v3h-3" />
    </Icon>
  );
}

/** Column settings: a table with three columns. */
export function ColumnsIcon() {
  return (
    <Icon>
      <path d="M2.5 3h11v10h-11zM6.17 3v10M9.83 3v10" />
    </Icon>
  );
}

/** Column fixing: a push pin. */
export function PinIcon() {
  return (
    <Icon>
      <path d="M5.5 2.5h5M6.5 2.5v4L4 9h8L9.5 6.5v-4M8 9v4.5" />
    </Icon>
  );
}

/** Row density: three lines. */
export function DensityIcon() {
  return (
    <Icon>
      <path d="M2.5 4h11M2.5 8h11M2.5 12h11" />
    </Icon>
  );
}

export function ArrowUpIcon() {
  return (
    <Icon>
      <path d="M8 13V3M4 7l4-4l4 4" />
    </Icon>
  );
}

export function ArrowDownIcon() {
  return (
    <Icon>
      <path d="M8 3v10M4 9l4 4l4-4" />
    </Icon>
  );
}

/** Pinned to the left edge: a bar on the left and an arrow toward it. */
export function PinLeftIcon() {
  return (
    <Icon>
      <path d="M2.5 2.5v11M13.5 8h-8M8.5 5l-3 3l3 3" />
    </Icon>
  );
}

/** Pinned to the right edge. */
export function PinRightIcon() {
  return (
    <Icon>
      <path d="M13.5 2.5v11M2.5 8h8M7.5 5l3 3l-3 3" />
    </Icon>
  );
}

/** Not pinned: free to scroll both ways. */
export function UnpinIcon() {
  return (
    <Icon>
      <path d="M2.5 8h11M5 5.5L2.5 8L5 10.5M11 5.5l2.5 2.5l-2.5 2.5" />
    </Icon>
  );
}

/** The mark of the chosen item in a menu. */
export function CheckIcon() {
  return (
    <Icon>
      <path d="M3 8.5l3 3l7-7" />
    </Icon>
  );
}
