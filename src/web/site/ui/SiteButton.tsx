// The public site's button: plain <button> with the console's look (site.css). While `loading` it is
// busy (a spinner, aria-busy) and ignores clicks.
import type { ButtonHTMLAttributes } from 'react';

export interface SiteButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  primary?: boolean;
  large?: boolean;
  block?: boolean;
  loading?: boolean;
}

export function SiteButton({ primary, large, block, loading = false, className, disabled, type = 'button', ...rest }: SiteButtonProps) {
  const classes = ['site-button', primary && 'site-button-primary', large && 'site-button-large', block && 'site-button-block', className];
  return (
    <button
      {...rest}
      type={type}
      className={classes.filter(Boolean).join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    />
  );
}
