// A labelled text field of the public site's forms: label, an icon inside the box, an optional
// button joined to its end, and the field's error below, tied to the input (aria-invalid,
// aria-describedby) so screen readers announce it.
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { SiteIcon } from './SiteIcon';

export interface SiteFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  icon: IconDefinition;
  error?: string | null;
  /** Inside the box after the input (a show-password toggle). */
  suffix?: ReactNode;
  /** Joined to the box's end (a send-code button). */
  addon?: ReactNode;
}

export function SiteField({ id, label, icon, error, suffix, addon, ...input }: SiteFieldProps) {
  const errorId = `${id}-error`;
  const box = (
    <div className="site-input">
      <SiteIcon icon={icon} />
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
      {suffix}
    </div>
  );
  return (
    <div className={error ? 'site-field site-field-invalid' : 'site-field'}>
      <label className="site-field-label" htmlFor={id}>
        {label}
      </label>
      {addon ? (
        <div className="site-input-addon">
          {box}
          {addon}
        </div>
      ) : (
        box
      )}
      {error && (
        <div id={errorId} className="site-field-error">
          {error}
        </div>
      )}
    </div>
  );
}
