import { render } from '@testing-library/react';
import { Clock, Plus, Tag } from 'lucide';
import { describe, expect, it } from 'vitest';
import { Icon, iconPath, type TIconNode } from './icon.tsx';

describe('iconPath', () => {
  it('keeps path data and joins the elements in order', () => {
    expect(iconPath(Plus)).toBe('M5 12h14M12 5v14');
  });

  it("makes a later path's relative first move absolute, so it does not start where the last one ended", () => {
    const node: TIconNode = [
      ['path', { d: 'M2 2h4' }],
      ['path', { d: 'm16 8-1.17 1.17' }],
      ['path', { d: 'm2 2 20 20' }],
      ['path', { d: 'm8 8a3 3 0 0 0 4 4' }],
    ];
    expect(iconPath(node)).toBe('M2 2h4M16 8l-1.17 1.17M2 2l20 20M8 8a3 3 0 0 0 4 4');
  });

  it('draws a circle as two arcs around its centre', () => {
    expect(iconPath(Clock)).toBe('M2 12a10 10 0 1 0 20 0a10 10 0 1 0 -20 0M12 6v6l4 2');
  });

  it('draws lines, open polylines and closed polygons', () => {
    const node: TIconNode = [
      ['line', { x1: 2, y1: 2, x2: 22, y2: 22 }],
      ['polyline', { points: '4 4 8 8 4 12' }],
      ['polygon', { points: '12 2 22 22 2 22' }],
    ];
    expect(iconPath(node)).toBe('M2 2L22 22M4 4 8 8 4 12M12 2 22 22 2 22Z');
  });

  it('draws a rectangle with and without rounded corners', () => {
    expect(iconPath([['rect', { x: 3, y: 4, width: 18, height: 16 }]])).toBe('M3 4h18v16h-18Z');
    expect(iconPath([['rect', { x: 3, y: 4, width: 18, height: 16, rx: 2 }]])).toBe(
      'M5 4h14a2 2 0 0 1 2 2v12a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-12a2 2 0 0 1 2 -2Z',
    );
  });

  it('draws every part of an icon with a dot (the tag icon)', () => {
    // A path and a circle of radius .5: two subpaths, the second a dot drawn by the stroke.
    expect(iconPath(Tag).match(/M/g)).toHaveLength(2);
  });

  it('refuses an element it cannot draw as a path', () => {
    expect(() => iconPath([['text', { x: 1 }]])).toThrow('<text>');
  });
});

describe('Icon', () => {
  it('is one hidden svg with one path, sized and coloured by its classes', () => {
    const { container } = render(<Icon icon={Plus} className="size-5 text-accent" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('class')).toBe('icon size-5 text-accent');
    expect(svg?.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg?.querySelectorAll('*')).toHaveLength(1);
    expect(svg?.querySelector('path')?.getAttribute('d')).toBe('M5 12h14M12 5v14');
  });
});
