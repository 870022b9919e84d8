// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { Checkbox } from 'antd';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FilterSection } from './FilterSection';

function Stops({ options }: { options: string[] }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <FilterSection title="Stops">
      <Checkbox.Group value={value} onChange={(v) => setValue(v as string[])} options={options.map((o) => ({ value: o, label: o }))} />
    </FilterSection>
  );
}

const tabbable = () =>
  screen
    .getAllByRole('checkbox')
    .filter((box) => box.tabIndex === 0)
    .map((box) => box.getAttribute('value'));

describe('a filter group is one Tab stop with the arrow keys inside', () => {
  it('keeps one box in the Tab order, moves with the arrows, Home and End, and wraps', () => {
    render(<Stops options={['direct', 'one', 'two']} />);
    expect(tabbable()).toEqual(['direct']);
    const [first, second, third] = screen.getAllByRole('checkbox');
    first!.focus();
    fireEvent.keyDown(first!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
    expect(tabbable()).toEqual(['one']);
    fireEvent.keyDown(second!, { key: 'End' });
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third!, { key: 'Home' });
    expect(document.activeElement).toBe(first);
  });

  it('comes back to the box last used (focused by a click), which still ticks', () => {
    render(<Stops options={['direct', 'one']} />);
    const [, second] = screen.getAllByRole('checkbox');
    second!.focus();
    expect(tabbable()).toEqual(['one']);
    fireEvent.click(second!);
    expect((second as HTMLInputElement).checked).toBe(true);
  });

  it('keeps one stop when the boxes change under it', () => {
    const { rerender } = render(<Stops options={['a', 'b', 'c']} />);
    const boxes = screen.getAllByRole('checkbox');
    boxes[2]!.focus();
    rerender(<Stops options={['a']} />);
    expect(tabbable()).toEqual(['a']);
  });
});
