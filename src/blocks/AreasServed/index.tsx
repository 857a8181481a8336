// Places served around one town, beside the office card (home town) or a note that crews come from the base.
import styled from 'styled-components';
import type { BlockProps } from '../../page-data';
import { Band, Card, Checklist, Container, SectionHeader } from '../../ui/layout';
import { useChrome } from '../../ui/page-context';
import { Icon } from '../../ui/Icon';
import { SmartLink } from '../../ui/SmartLink';
import { formatAddress, groupHours } from '../../../shared/site/business';
import { useHoursFormat } from '../../ui/use-hours-format';
import { fill } from '../../../shared/site/fill';
import { businessValues } from '../../../shared/site/placeholder-table';
import { labelled } from '../../../shared/site/typography';

export default function AreasServed({ block, data }: BlockProps<'AreasServed'>) {
  const { business, addressLayout, tel, labels, locale } = useChrome();
  const hoursFormat = useHoursFormat();
  return (
    <Band>
      <Container>
        <Layout>
          <div>
            <SectionHeader heading={block.heading} intro={block.intro} center={false} />
            <TwoColumns>
              <Checklist items={block.bullets} />
            </TwoColumns>
          </div>
          <OfficeCard>
            <h3>{business.name}</h3>
            {!data.isBase && (
              <p>{fill(labels.crewsTravel, { ...businessValues('crewsTravel', business), town: data.town })}</p>
            )}
            <Facts>
              <li>
                <Icon name="map-pin" size={20} />
                <address>{formatAddress(business.address, addressLayout)}</address>
              </li>
              <li>
                <Icon name="phone" size={20} />
                <SmartLink href={tel} location="areas-served">
                  {business.phone}
                </SmartLink>
              </li>
              {data.isBase && (
                <li>
                  <Icon name="clock" size={20} />
                  <span>
                    {groupHours(business.hours, hoursFormat).map((g) => (
                      <span key={g.days} className="line">
                        {labelled(g.days, g.hours, locale)}
                      </span>
                    ))}
                  </span>
                </li>
              )}
            </Facts>
          </OfficeCard>
        </Layout>
      </Container>
    </Band>
  );
}

const Layout = styled.div`
  display: grid;
  gap: 2.5rem;
  align-items: start;
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr);
    gap: 4rem;
  }
`;

const TwoColumns = styled.div`
  ul {
    gap: 0.875rem 2rem;
    font-size: 1.0625rem;
  }
  ${({ theme }) => theme.mq.sm} {
    ul {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
`;

const OfficeCard = styled(Card)`
  border-top: 4px solid ${({ theme }) => theme.color.accent};
  h3 {
    font-size: 1.375rem;
  }
`;

const Facts = styled.ul`
  list-style: none;
  margin: 1.25rem 0 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  li {
    display: flex;
    gap: 0.75rem;
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 0.1rem;
    color: ${({ theme }) => theme.color.accent};
  }
  address {
    font-style: normal;
  }
  a {
    font-weight: 650;
    color: ${({ theme }) => theme.color.accentDark};
  }
  .line {
    display: block;
  }
`;
