import { clsx } from 'clsx';
import type { CSSProperties } from 'react';

/** Lucide's description of an icon: its SVG elements on a 24 × 24 grid (the `lucide` package). */
export type TIconNode = ReadonlyArray<
  readonly [tag: string, attributes: Record<string, string | number | undefined>]
>;

/** An icon as the path data of one `<path>`: what `Icon` draws. */
export type TIconPath = string & { readonly __icon: unique symbol };

/**
 * Lucide's elements as one path's data. Lucide draws outlines, so its shapes drawn as subpaths of one
 * path look the same as separate elements; the few filled dots (the tag icon's hole, `r: .5`) are
 * smaller than the 2 px stroke, which covers them alike. Other elements (text, images) throw, so an
 * icon never loses a part in silence.
 */
export function iconPath(node: TIconNode): TIconPath {
  return node.map(([tag, attributes]) => subpath(tag, attributes)).join('') as TIconPath;
}

function subpath(tag: string, attributes: Record<string, string | number | undefined>): string {
  const n = (name: string) => Number(attributes[name] ?? 0);
  switch (tag) {
    case 'path':
      return absoluteStart(String(attributes.d ?? ''));
    case 'circle':
      return ellipse(n('cx'), n('cy'), n('r'), n('r'));
    case 'ellipse':
      return ellipse(n('cx'), n('cy'), n('rx'), n('ry'));
    case 'line':
      return `M${n('x1')} ${n('y1')}L${n('x2')} ${n('y2')}`;
    case 'polyline':
    case 'polygon':
      return `M${String(attributes.points ?? '').trim()}${tag === 'polygon' ? 'Z' : ''}`;
    case 'rect':
      return rect(n('x'), n('y'), n('width'), n('height'), n('rx') || n('ry'), n('ry') || n('rx'));
    default:
      throw new Error(`An icon's <${tag}> cannot be drawn as a path.`);
  }
}

const NUMBER = String.raw`[-+]?(?:\d*\.\d+|\d+\.?)(?:e[-+]?\d+)?`;
const RELATIVE_START = new RegExp(String.raw`^\s*m\s*(${NUMBER})[\s,]*(${NUMBER})[\s,]*`);

/**
 * A path's first move made absolute. Alone, a path's leading `m` is absolute; joined after another
 * shape it would be relative to where that one ended (lucide's wheat-off: `m16 8-1.17 1.17`). The
 * pairs that follow a move are lines, relative after `m`, so they keep an explicit `l`.
 */
function absoluteStart(d: string): string {
  const start = RELATIVE_START.exec(d);
  if (!start) return d;
  const rest = d.slice(start[0].length);
  return `M${start[1]} ${start[2]}${rest === '' || /^[a-z]/i.test(rest) ? '' : 'l'}${rest}`;
}

function ellipse(cx: number, cy: number, rx: number, ry: number): string {
  return `M${cx - rx} ${cy}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0`;
}

function rect(x: number, y: number, width: number, height: number, rx: number, ry: number): string {
  if (rx === 0) return `M${x} ${y}h${width}v${height}h${-width}Z`;
  const w = width - 2 * rx;
  const h = height - 2 * ry;
  const corner = (dx: number, dy: number) => `a${rx} ${ry} 0 0 1 ${dx} ${dy}`;
  return `M${x + rx} ${y}h${w}${corner(rx, ry)}v${h}${corner(-rx, ry)}h${-w}${corner(-rx, -ry)}v${-h}${corner(rx, -ry)}Z`;
}

// Each icon's path is worked out once, the first time any screen draws it.
const paths = new WeakMap<TIconNode, TIconPath>();

function pathOf(node: TIconNode): TIconPath {
  let path = paths.get(node);
  if (path === undefined) {
    path = iconPath(node);
    paths.set(node, path);
  }
  return path;
}

type TIconProps = {
  /** An icon of the `lucide` package, as data: `<Icon icon={Clock} />`. */
  icon: TIconNode;
  /** Its size and colour (Tailwind), as for any lucide icon: `size-4 text-accent`. */
  className?: string;
  style?: CSSProperties;
};

/**
 * A decorative icon: two elements and four attributes, where a lucide-react component renders an
 * element per shape with eleven attributes each (decision 0036). For icons repeated in long lists,
 * the guest menu's cards above all, and for every icon of the guest's first chunk; the stroke comes
 * from the `icon` class (ui/theme.css). Always
 * hidden from assistive technology: the text beside it or the button's label says what it means.
 */
export function Icon({ icon, className, style }: TIconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={clsx('icon', className)} style={style}>
      <path d={pathOf(icon)} />
    </svg>
  );
}
