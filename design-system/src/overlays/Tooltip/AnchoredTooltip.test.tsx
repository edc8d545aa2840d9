import { screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { AnchoredTooltip } from './AnchoredTooltip';

function Anchored({ open = true }: { open?: boolean }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [isOpen, setOpen] = useState(open);
  return (
    <>
      <span ref={ref}>CG1010012026…</span>
      <AnchoredTooltip triggerRef={ref} content="CG101001202611270001" isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

describe('AnchoredTooltip', () => {
  it('shows the design system tooltip (role tooltip, its arrow) next to the element it is given', () => {
    renderWithProviders(<Anchored />);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toBe('CG101001202611270001');
    expect(tooltip.querySelector('.srm-overlay-arrow')).not.toBeNull();
    expect(tooltip.getAttribute('data-placement')).toBeTruthy();
  });

  it('is not rendered while closed', async () => {
    renderWithProviders(<Anchored open={false} />);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
