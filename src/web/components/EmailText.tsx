// An e-mail address in a narrow cell: it may wrap before the "@" or after a dot, never inside a word
// (table and description cells break long words anywhere by default).
import { Fragment } from 'react';

export function EmailText({ email }: { email: string | null | undefined }) {
  if (!email) return null;
  const parts = email.split(/(?=@)|(?<=\.)/);
  return (
    <span style={{ overflowWrap: 'normal', wordBreak: 'normal' }} data-testid="email-text">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
