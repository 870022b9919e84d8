// A link that looks like a button: one element and one Tab stop. A <Link> wrapped around a <Button>
// is two (the link, then the button inside it), and a screen reader hears a button inside a link.
// Clicks go through the router like a <Link>'s (a modified click still opens a new tab).
import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';

export type ButtonLinkProps = Omit<ButtonProps, 'href' | 'onClick' | 'htmlType'> & { to: To };

export function ButtonLink({ to, ...props }: ButtonLinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to);
  return <Button {...props} href={href} onClick={(event: MouseEvent<HTMLElement>) => follow(event as MouseEvent<HTMLAnchorElement>)} />;
}
