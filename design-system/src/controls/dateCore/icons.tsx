/** Small inline icons of the date family; sized by the font (1em), coloured by `currentColor`. */

export function CalendarIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <rect x="2" y="3" width="12" height="11" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.3" />
      <path d="M2 6.5h12M5.5 1.5v3M10.5 1.5v3" stroke="currentColor" strokeWidth="1.3" />
    </svg>
  );
}

export function ClearIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="6.5" fill="currentColor" opacity="0.25" />
      <path d="M5.5 5.5l5 5M10.5 5.5l-5 5" stroke="currentColor" strokeWidth="1.3" />
    </svg>
  );
}

export function ChevronIcon({ direction, double = false }: { direction: 'left' | 'right'; double?: boolean }) {
  const flip = direction === 'right' ? 'scale(-1 1) translate(-16 0)' : undefined;
  return (
    <svg width="1em" height="1em" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <g transform={flip} fill="none" stroke="currentColor" strokeWidth="1.4">
        {double ? <path d="M8 3.5L3.5 8 8 12.5M12.5 3.5L8 8l4.5 4.5" /> : <path d="M10 3.5L5.5 8l4.5 4.5" />}
      </g>
    </svg>
  );
}
