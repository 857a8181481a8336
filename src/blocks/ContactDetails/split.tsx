// Address, phone and e-mail printed in separate pieces (spans) so simple scrapers do not find them as one
// string; readers see the usual text. The buttons next to them carry the real tel:/mailto: links.
import { addressLines, type AddressLayout } from '../../../shared/site/business';
import type { Business } from '../../../shared/site/site-types';

export function SplitPhone({ phone }: { phone: string }) {
  return (
    <span className="split">
      {(phone.match(/\d+|\D+/g) ?? []).map((piece, i) => (
        <span key={i}>{piece}</span>
      ))}
    </span>
  );
}

export function SplitEmail({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  const domain = email.slice(at + 1).split('.');
  return (
    <span className="split">
      <span>{email.slice(0, at)}</span>
      <span>@</span>
      <wbr />
      {domain.map((part, i) => (
        <span key={i}>
          {i > 0 && <span>.</span>}
          <span>{part}</span>
        </span>
      ))}
    </span>
  );
}

/** The address on one line in its country's order (`layout`), each piece in a span but the spaces between them. */
export function SplitAddress({ address, layout }: { address: Business['address']; layout?: AddressLayout }) {
  const pieces = addressLines(address, layout).flatMap((line, i) => (i > 0 ? [', ', ...line] : line));
  return (
    <span className="split">{pieces.map((piece, i) => (piece.trim() ? <span key={i}>{piece}</span> : piece))}</span>
  );
}
