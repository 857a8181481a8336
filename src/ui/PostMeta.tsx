// Author, publication date and reading time of a blog post, shown on post cards and above an article.
import styled from 'styled-components';
import type { Post } from '../../shared/site/site-types';
import { Icon } from './Icon';
import { LocalDate } from './dates';
import { fill } from '../../shared/site/fill';
import { useLabels } from './labels';

export function PostMeta({
  post,
  className,
}: {
  post: Pick<Post, 'author' | 'date' | 'readTime'>;
  className?: string;
}) {
  return (
    <Meta className={className}>
      <span>
        <Icon name="user" size={16} />
        {post.author}
      </span>
      <span>
        <Icon name="calendar" size={16} />
        <LocalDate iso={post.date} />
      </span>
      <span>
        <Icon name="clock" size={16} />
        {fill(useLabels().readTime, { minutes: post.readTime })}
      </span>
    </Meta>
  );
}

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem 1rem;
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.muted};
  span {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.color.accent};
  }
`;
