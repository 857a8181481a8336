// Contact page details: address, phone and e-mail (split against scrapers), the week's opening hours,
// call and e-mail buttons, and a compact address / phone / hours summary.
import styled from 'styled-components';
import type { BlockProps } from '../../page-data';
import { Card } from '../../ui/layout';
import { Section } from '../../ui/Section';
import { ButtonLink, ButtonRow } from '../../ui/ButtonLink';
import { Icon } from '../../ui/Icon';
import { useChrome } from '../../ui/page-context';
import { formatHours, groupHours, weekdays } from '../../../shared/site/business';
import { useHoursFormat } from '../../ui/use-hours-format';
import { labelled } from '../../../shared/site/typography';
import { SplitAddress, SplitEmail, SplitPhone } from './split';

// A fixed id rather than useId: the server and browser routers wrap the page differently, so React's
// generated ids would not match on hydration. A page has one contact-details block.
const HOURS_ID = 'business-hours';

export default function ContactDetails({ block }: BlockProps<'ContactDetails'>) {
  const { business, addressLayout, tel, labels, locale } = useChrome();
  const format = useHoursFormat();
  const hours = groupHours(business.hours, format);
  return (
    <Section tone="soft" heading={block.heading} intro={block.intro}>
      <Columns>
        <Card>
          <h3>{business.name}</h3>
          <Details>
            <div>
              <dt>
                <Icon name="map-pin" size={20} />
                {labels.address}
              </dt>
              <dd>
                <address>
                  <SplitAddress address={business.address} layout={addressLayout} />
                </address>
              </dd>
            </div>
            <div>
              <dt>
                <Icon name="phone" size={20} />
                {labels.phone}
              </dt>
              <dd>
                <SplitPhone phone={business.phone} />
              </dd>
            </div>
            <div>
              <dt>
                <Icon name="mail" size={20} />
                {labels.email}
              </dt>
              <dd>
                <SplitEmail email={business.email} />
              </dd>
            </div>
          </Details>
          <ButtonRow>
            <ButtonLink button={{ label: labels.callButton, href: tel, style: 'call' }} location="contact-details" />
            <ButtonLink
              button={{ label: labels.emailSend, href: `mailto:${business.email}`, style: 'secondary' }}
              location="contact-details"
            />
          </ButtonRow>
        </Card>
        <Card>
          <h3 id={HOURS_ID}>{labels.businessHours}</h3>
          <HoursTable aria-labelledby={HOURS_ID}>
            <tbody>
              {weekdays(format.locale).map((d) => (
                <tr key={d.key} data-closed={business.hours[d.key] === 'closed' || undefined}>
                  <th scope="row">{d.name}</th>
                  <td>{formatHours(business.hours[d.key], format)}</td>
                </tr>
              ))}
            </tbody>
          </HoursTable>
        </Card>
      </Columns>
      <Summary>
        <li>
          <Icon name="map-pin" />
          <span>
            <strong>{labels.address}</strong>
            <SplitAddress address={business.address} layout={addressLayout} />
          </span>
        </li>
        <li>
          <Icon name="phone" />
          <span>
            <strong>{labels.phone}</strong>
            <SplitPhone phone={business.phone} />
          </span>
        </li>
        <li>
          <Icon name="clock" />
          <span>
            <strong>{labels.hours}</strong>
            {hours.map((h) => (
              <span key={h.days} className="line">
                {labelled(h.days, h.hours, locale)}
              </span>
            ))}
          </span>
        </li>
      </Summary>
    </Section>
  );
}

const Columns = styled.div`
  display: grid;
  /* minmax(0, …): a card is as wide as the screen allows, not as wide as its longest word. */
  grid-template-columns: minmax(0, 1fr);
  gap: 1.5rem;
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr);
  }
  h3 {
    font-size: 1.375rem;
    margin-bottom: 1.25rem;
  }
`;

const Details = styled.dl`
  display: grid;
  gap: 1.1rem;
  margin: 0;
  dt {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    font-size: 0.8125rem;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.muted};
  }
  dt svg {
    color: ${({ theme }) => theme.color.accent};
  }
  dd {
    margin: 0.2rem 0 0 1.75rem;
    font-size: 1.0625rem;
    color: ${({ theme }) => theme.color.ink};
    overflow-wrap: anywhere;
  }
  address {
    font-style: normal;
  }
`;

const HoursTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 0.7rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.line};
  }
  tr:last-child th,
  tr:last-child td {
    border-bottom: 0;
  }
  th {
    text-align: left;
    font-weight: 600;
    color: ${({ theme }) => theme.color.ink};
  }
  td {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  tr[data-closed] td {
    color: ${({ theme }) => theme.color.muted};
    font-style: italic;
  }
`;

const Summary = styled.ul`
  display: grid;
  gap: 1rem;
  list-style: none;
  margin: 1.5rem 0 0;
  padding: 1.25rem 1.5rem;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.accentDark};
  color: #fff;
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    padding: 1.5rem 2rem;
  }
  li {
    display: flex;
    gap: 0.75rem;
    align-items: flex-start;
    font-size: 0.9375rem;
  }
  li > span {
    display: grid;
    gap: 0.1rem;
  }
  strong {
    font-size: 0.75rem;
    letter-spacing: 0.1em;
    text-transform: uppercase;
    opacity: 0.85;
  }
  svg {
    flex: none;
  }
`;
