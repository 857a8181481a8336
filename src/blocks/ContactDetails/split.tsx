// Address, phone and e-mail printed in separate pieces (spans) so simple scrapers do not find them as one
// string; readers see the usual text. The buttons next to them carry the real tel:/mailto: links.
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

export function SplitAddress({ address }: { address: Business['address'] }) {
  return (
    <span className="split">
      <span>{address.street}</span>
      <span>, </span>
      <span>{address.city}</span>
      <span>, </span>
      <span>{address.region}</span> <span>{address.postalCode}</span>
    </span>
  );
}
