// Blog post cards: the featured posts as two large cards side by side, or the most recent ones three across.
// The build has already picked and ordered the posts (select, count).
import styled from 'styled-components';
import type { BlockProps, PostSummary } from '../../page-data';
import { Section } from '../../ui/Section';
import { CardRow } from '../../ui/CardRow';
import { MediaBody, MediaCard, Pill, StretchedLink } from '../../ui/cards';
import { Picture } from '../../ui/Picture';
import { PostMeta } from '../../ui/PostMeta';

export default function BlogPosts({ block, data }: BlockProps<'BlogPosts'>) {
  const featured = block.select === 'featured';
  return (
    <Section tone={featured ? 'plain' : 'soft'} heading={block.heading} intro={block.intro}>
      <CardRow $count={data.posts.length} $max={featured ? 2 : 3}>
        {data.posts.map((post) => (
          <li key={post.slug}>
            <PostCard post={post} large={featured} />
          </li>
        ))}
      </CardRow>
    </Section>
  );
}

function PostCard({ post, large }: { post: PostSummary; large: boolean }) {
  return (
    <MediaCard $link>
      <Picture
        image={post.image}
        ratio="3 / 2"
        sizes={
          large
            ? '(min-width: 72rem) 34rem, (min-width: 48rem) 50vw, 100vw'
            : '(min-width: 72rem) 22rem, (min-width: 48rem) 33vw, 100vw'
        }
      />
      <Body $large={large}>
        <Pill $strong>{post.category}</Pill>
        <h3>
          <Title href={`/blog/${post.slug}`} location="blog-posts">
            {post.title}
          </Title>
        </h3>
        <p>{post.excerpt}</p>
        <Footer post={post} />
      </Body>
    </MediaCard>
  );
}

const Body = styled(MediaBody)<{ $large: boolean }>`
  padding: ${({ $large }) => ($large ? '1.75rem' : '1.5rem')};
  h3 {
    font-size: ${({ $large }) => ($large ? 'clamp(1.375rem, 2.4vw, 1.75rem)' : '1.25rem')};
    line-height: 1.25;
  }
  p {
    line-height: 1.6;
  }
`;

const Title = styled(StretchedLink)`
  color: inherit;
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.color.accentDark};
  }
`;

const Footer = styled(PostMeta)`
  && {
    margin-top: auto;
  }
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.color.line};
  width: 100%;
`;
