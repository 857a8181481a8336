// Sections of text for the policy pages: optional heading, "Last updated" line, then per section
// a heading, paragraphs, a bulleted list, links (outside links open in a new tab) and, on the cookie
// policy, the button that re-opens the consent notice.
import styled from 'styled-components';
import type { BlockProps } from '../../page-data';
import { Band, Container } from '../../ui/layout';
import { SmartLink } from '../../ui/SmartLink';
import { TodayDate } from '../../ui/TodayDate';
import { ConsentSettings } from '../../ui/ConsentSettings';
import { useLabels } from '../../ui/labels';

export default function RichText({ block }: BlockProps<'RichText'>) {
  const labels = useLabels();
  // Under an overall h2 the sections are h3; without one they are the page's h2s.
  const SectionHeading = block.heading ? 'h3' : 'h2';
  return (
    <Band>
      <Container>
        <Prose>
          {block.heading && <h2 className="title">{block.heading}</h2>}
          {block.lastUpdated && (
            <Updated>
              {`${labels.lastUpdated} `}
              <TodayDate />
            </Updated>
          )}
          {block.sections.map((section) => (
            <div key={section.heading}>
              <SectionHeading>{section.heading}</SectionHeading>
              {section.paragraphs?.map((p) => (
                <p key={p}>{p}</p>
              ))}
              {section.list && (
                <ul>
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
              {section.links && (
                <ul className="links">
                  {section.links.map((l) => (
                    <li key={l.href}>
                      <SmartLink href={l.href} location="rich-text">
                        {l.label}
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              )}
              {section.consentChoice && (
                <p className="consent">
                  <ConsentSettings />
                </p>
              )}
            </div>
          ))}
        </Prose>
      </Container>
    </Band>
  );
}

const Prose = styled.div`
  max-width: 46rem;
  margin: 0 auto;
  font-size: 1.0625rem;
  line-height: 1.75;
  .title {
    margin: 0 0 0.5rem;
    font-size: clamp(1.75rem, 4vw, 2.25rem);
  }
  > div + div {
    margin-top: 2.5rem;
    padding-top: 2.5rem;
    border-top: 1px solid ${({ theme }) => theme.color.line};
  }
  h2:not(.title),
  h3 {
    margin: 0 0 0.75rem;
    font-size: clamp(1.3rem, 2.5vw, 1.6rem);
    line-height: 1.25;
  }
  p {
    margin: 0 0 1rem;
  }
  ul {
    margin: 0 0 1rem;
    padding-left: 1.25rem;
  }
  li {
    margin-bottom: 0.35rem;
  }
  li::marker {
    color: ${({ theme }) => theme.color.accent};
  }
  .links {
    list-style: none;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1.5rem;
  }
  .links a {
    font-weight: 600;
    text-underline-offset: 0.2em;
  }
  .consent {
    margin-top: 1.5rem;
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.accent};
    outline-offset: 2px;
    border-radius: 2px;
  }
`;

const Updated = styled.p`
  && {
    margin: 0 0 2.5rem;
  }
  display: inline-block;
  padding: 0.35rem 0.9rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.soft};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.muted};
`;
