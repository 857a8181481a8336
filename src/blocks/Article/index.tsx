// The body of one blog post: meta line, photo, then paragraphs and subheadings at a readable measure.
import styled from 'styled-components';
import type { BlockProps } from '../../page-data';
import { Band, Container } from '../../ui/layout';
import { Pill } from '../../ui/cards';
import { Picture } from '../../ui/Picture';
import { PostMeta } from '../../ui/PostMeta';

export default function Article({ data }: BlockProps<'Article'>) {
  const { post } = data;
  return (
    <Band>
      <Container>
        <Prose>
          <Meta>
            <Pill $strong>{post.category}</Pill>
            <PostMeta post={post} />
          </Meta>
          <Photo image={post.image} ratio="16 / 9" sizes="(min-width: 48rem) 42rem, 100vw" />
          {post.body.map((item, i) =>
            typeof item === 'string' ? <p key={i}>{item}</p> : <h2 key={i}>{item.heading}</h2>,
          )}
        </Prose>
      </Container>
    </Band>
  );
}

const Prose = styled.article`
  max-width: 42rem;
  margin: 0 auto;
  color: ${({ theme }) => theme.color.text};
  font-size: 1.125rem;
  line-height: 1.75;
  p {
    margin: 0 0 1.35em;
  }
  /* The opening paragraph reads as the lead. */
  > p:first-of-type {
    font-size: 1.25rem;
    color: ${({ theme }) => theme.color.ink};
  }
  h2 {
    margin: 2.25em 0 0.6em;
    font-size: clamp(1.5rem, 3vw, 1.875rem);
    line-height: 1.2;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1rem;
  margin-bottom: 1.75rem;
  font-size: 1rem;
  && p {
    margin: 0;
  }
`;

const Photo = styled(Picture)`
  border-radius: ${({ theme }) => theme.radius.lg};
  margin-bottom: 2.5rem;
  box-shadow: ${({ theme }) => theme.shadow.card};
`;
