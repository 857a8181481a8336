// Blog post cards: the featured posts as two large cards side by side, or the most recent ones three across.
// The build has already picked and ordered the posts (select, count).
import styled from 'styled-components';
import type { BlockProps, PostSummary } from '../../page-data';
import { Section } from '../../ui/Section';
import { CardRow } from '../../ui/CardRow';
import { cardLayouts, wideCard } from '../../ui/card-rows';
import { MediaBody, MediaCard, Pill, StretchedLink } from '../../ui/cards';
import { Picture } from '../../ui/Picture';
import { PostMeta } from '../../ui/PostMeta';

export default function BlogPosts({ block, data }: BlockProps<'BlogPosts'>) {
  const featured = block.select === 'featured';
  const max = featured ? 2 : 3;
  return (
    <Section tone={featured ? 'plain' : 'soft'} heading={block.heading} intro={block.intro}>
      <CardRow $count={data.posts.length} $max={max}>
        {data.posts.map((post, i) => (
          <li key={post.slug}>
            <PostCard post={post} large={featured} sizes={photoSizes(featured, data.posts.length, i)} />
          </li>
        ))}
      </CardRow>
    </Section>
  );
}

/**
 * Rendered photo width: a half (featured) or a third of the 72rem container on desktops (a half in rows
 * of two), half the screen on tablets; all of it for a last card that takes its row alone (CardRow).
 */
function photoSizes(featured: boolean, count: number, index: number): string {
  const max = featured ? 2 : 3;
  const wide = wideCard(index, count, max);
  const desktop = wide.desktop ? '68rem' : cardLayouts(count, max).desktop.columns === 2 ? '34rem' : '22rem';
  return `(min-width: 72rem) ${desktop}, (min-width: 48rem) ${wide.tablet ? '100vw' : '50vw'}, 100vw`;
}

function PostCard({ post, large, sizes }: { post: PostSummary; large: boolean; sizes: string }) {
  return (
    <MediaCard $link>
      <Picture image={post.image} ratio="3 / 2" sizes={sizes} />
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
