// The business's logo (site.json's business.logo, a prepared image) and its name set beside it.
// Without a logo, the name alone is the wordmark.
import styled from 'styled-components';
import { RouteLink } from '../../ui/route-links';
import { useChrome } from '../../ui/page-context';
import type { ImageInfo } from '../../page-data';

/** The logo drawn `height` px tall at its own proportions; decorative, as the name stands beside it. */
export function LogoImage({ image, height }: { image: ImageInfo; height: number }) {
  const width = Math.round((image.width / image.height) * height);
  return (
    <picture aria-hidden="true">
      {image.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={`${width}px`} />
      ))}
      <img src={image.src} width={width} height={height} alt="" decoding="async" />
    </picture>
  );
}

/** The name is set as a lockup: the first word large, the rest as a smaller second line. */
export function Logo({ name, image }: { name: string; image?: ImageInfo }) {
  const [first, ...rest] = name.split(' ');
  const { home = '/' } = useChrome();
  return (
    <Home to={home}>
      {image && <LogoImage image={image} height={40} />}
      <Name>
        <strong>{first}</strong>
        {rest.length > 0 && (
          <>
            {' '}
            <small>{rest.join(' ')}</small>
          </>
        )}
      </Name>
    </Home>
  );
}

const Home = styled(RouteLink)`
  display: inline-flex;
  align-items: center;
  flex: none;
  gap: 0.625rem;
  color: ${({ theme }) => theme.color.ink};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.color.ink};
  }
  picture {
    display: flex;
    flex: none;
  }
`;

const Name = styled.span`
  display: flex;
  flex-direction: column;
  font-family: ${({ theme }) => theme.font.heading};
  line-height: 1.1;
  strong {
    font-size: 1.3rem;
    font-weight: 650;
    letter-spacing: -0.01em;
  }
  small {
    font-family: ${({ theme }) => theme.font.body};
    font-size: 0.78rem;
    font-weight: 500;
    color: ${({ theme }) => theme.color.muted};
    letter-spacing: 0.01em;
    white-space: nowrap;
  }
`;
