// An antd icon drawn from its bare SVG definition (@ant-design/icons-svg): the same shapes as the
// console's icons without the icon component's runtime (colour generation, style injection), which
// the light public pages do not need. Decorative: hidden from screen readers.
import type { IconDefinition } from '@ant-design/icons-svg/es/types';

interface SvgNode {
  tag: string;
  attrs: Record<string, string>;
  children?: SvgNode[];
}

function paths(nodes: SvgNode[] | undefined) {
  return (nodes ?? []).map((node, i) => (node.tag === 'path' ? <path key={i} d={node.attrs.d} /> : null));
}

export function SiteIcon({ icon, size }: { icon: IconDefinition; size?: number }) {
  const svg = icon.icon as SvgNode;
  return (
    <span className="site-icon" aria-hidden style={size ? { fontSize: size } : undefined}>
      <svg viewBox={svg.attrs.viewBox} focusable="false">
        {paths(svg.children)}
      </svg>
    </span>
  );
}
