// Opening hours as runs of days with equal hours: "Mon–Sat 8:00 AM – 5:00 PM", "Sunday Closed".
import styled from 'styled-components';
import type { Business } from '../../../shared/site/site-types';
import { groupHours, type HoursFormat } from '../../../shared/site/business';

export function FooterHours({ hours, format }: { hours: Business['hours']; format: HoursFormat }) {
  return (
    <List>
      {groupHours(hours, format).map((run) => (
        <div key={run.days}>
          <dt>{run.days}</dt>
          <dd>{run.hours}</dd>
        </div>
      ))}
    </List>
  );
}

const List = styled.dl`
  display: grid;
  gap: 0.375rem;
  margin: 0;
  div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0 1rem;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;
