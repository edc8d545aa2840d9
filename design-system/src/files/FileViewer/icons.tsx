/** The FileViewer's line icons (16 × 16, currentColor); always decorative, the buttons carry the names. */
import type { ReactNode } from 'react';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round">
      {children}
    </svg>
  );
}

export const PreviousIcon = () => (
  <Icon>
    <path d="M10 3.5L5.5 8l4.5 4.5" />
  </Icon>
);

export const NextIcon = () => (
  <Icon>
    <path d="M6 3.5L10.5 8 6 12.5" />
  </Icon>
);

export const ZoomInIcon = () => (
  <Icon>
    <circle cx="7" cy="7" r="4.5" />
    <path d="M10.5 10.5L14 14M5 7h4M7 5v4" />
  </Icon>
);

export const ZoomOutIcon = () => (
  <Icon>
    <circle cx="7" cy="7" r="4.5" />
    <path d="M10.5 10.5L14 14M5 7h4" />
  </Icon>
);

export const RotateLeftIcon = () => (
  <Icon>
    <path d="M3.5 7.5a5 5 0 1 1 1.6 3.7" />
    <path d="M3.5 3.5v4h4" />
  </Icon>
);

export const RotateRightIcon = () => (
  <Icon>
    <path d="M12.5 7.5a5 5 0 1 0-1.6 3.7" />
    <path d="M12.5 3.5v4h-4" />
  </Icon>
);

export const ResetIcon = () => (
  <Icon>
    <rect x="2.5" y="2.5" width="11" height="11" rx="1.5" />
    <path d="M5.5 6.5l1-1v5M9.5 6.5l1-1v5M8 7.25v.01M8 9.75v.01" />
  </Icon>
);

export const DownloadIcon = () => (
  <Icon>
    <path d="M8 2.5v8M4.5 7L8 10.5 11.5 7M3 13.5h10" />
  </Icon>
);

export const FileIcon = () => (
  <Icon>
    <path d="M4 1.5h5.5L12.5 4.5v10h-8.5z" />
    <path d="M9.5 1.5v3h3M6 8.5h4.5M6 11h4.5" />
  </Icon>
);

export const WarningIcon = () => (
  <Icon>
    <path d="M8 1.8L14.7 13.7H1.3z" />
    <path d="M8 6v3.5M8 11.6v.01" />
  </Icon>
);
