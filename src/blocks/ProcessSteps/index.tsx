// How the work goes: an ordered list of numbered steps. Phones show a vertical timeline;
// desktops a row of steps joined by a line. Numbers come from the order of the steps.
import styled from 'styled-components';
import type { BlockProps } from '../../page-data';
import { Section } from '../../ui/Section';
import { withAlpha } from '../../ui/color';
import { useLabels } from '../../ui/labels';

const DOT = 3.5; // rem, the numbered circle
const GAP = 2; // rem, between steps in the desktop row

export default function ProcessSteps({ block }: BlockProps<'ProcessSteps'>) {
  const labels = useLabels();
  return (
    <Section heading={block.heading} intro={block.intro}>
      <Steps $count={block.steps.length}>
        {block.steps.map((step, i) => (
          <li key={i}>
            <Number>
              <span className="visually-hidden">{`${labels.step} `}</span>
              {i + 1}
            </Number>
            <div>
              <h3>{step.title}</h3>
              <p>{step.description}</p>
            </div>
          </li>
        ))}
      </Steps>
    </Section>
  );
}

const Number = styled.span`
  position: relative;
  z-index: 1;
  display: grid;
  place-items: center;
  width: ${DOT}rem;
  height: ${DOT}rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.accent};
  color: #fff;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: 1.5rem;
  font-weight: 650;
  box-shadow: 0 0 0 6px ${({ theme }) => withAlpha(theme.color.accent, 0.14)};
`;

const Steps = styled.ol<{ $count: number }>`
  list-style: none;
  margin: 0 auto;
  padding: 0;
  display: grid;
  gap: 2rem;
  max-width: 40rem;

  li {
    position: relative;
    display: grid;
    grid-template-columns: ${DOT}rem 1fr;
    gap: 1.25rem;
  }
  h3 {
    margin: 0.625rem 0 0.375rem;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
    line-height: 1.65;
  }

  /* The connecting line: down from each circle to the next on phones, across on desktops. */
  li:not(:last-child)::after {
    content: '';
    position: absolute;
    left: ${DOT / 2}rem;
    top: ${DOT}rem;
    bottom: -2rem;
    width: 2px;
    transform: translateX(-1px);
    background: ${({ theme }) => withAlpha(theme.color.accent, 0.3)};
  }

  ${({ theme }) => theme.mq.lg} {
    max-width: none;
    gap: ${GAP}rem;
    grid-template-columns: repeat(${({ $count }) => $count}, 1fr);
    li {
      grid-template-columns: 1fr;
      justify-items: center;
      text-align: center;
      gap: 1rem;
    }
    h3 {
      margin-top: 0.5rem;
    }
    li:not(:last-child)::after {
      left: calc(50% + ${DOT / 2 + 0.75}rem);
      right: calc(-50% - ${GAP}rem + ${DOT / 2 + 0.75}rem);
      top: ${DOT / 2}rem;
      bottom: auto;
      width: auto;
      height: 2px;
      transform: translateY(-1px);
    }
  }
`;
