// The way to this page in the site's other language(s), in the header and the phone menu: a plain
// link marked with the language it leads to (hreflang, lang), so it works without JavaScript and the
// browser loads that page whole (another language is another document: its <html lang>, words, script).
import styled from 'styled-components';
import { useAlternates } from '../../ui/page-context';

/** The other languages of the page being shown: none on a site of one language. */
function useOtherLanguages() {
  const { alternates, path } = useAlternates();
  return alternates.filter((a) => a.path !== path);
}

/** In the header: the language's name from md up; its two letters below, the name still read out. */
export function HeaderLanguageSwitch() {
  const others = useOtherLanguages();
  if (others.length === 0) return null;
  return (
    <>
      {others.map((other) => (
        <HeaderLink key={other.hreflang} href={other.path} hrefLang={other.hreflang} lang={other.hreflang}>
          <Short aria-hidden="true">{other.hreflang.split('-')[0]!.toUpperCase()}</Short>
          <Full>{other.name}</Full>
        </HeaderLink>
      ))}
    </>
  );
}

/** In the phone menu: one line per other language, at the end of its list. */
export function MenuLanguageSwitch({ onChoose }: { onChoose: () => void }) {
  return useOtherLanguages().map((other) => (
    <li key={other.hreflang}>
      <MenuLink href={other.path} hrefLang={other.hreflang} lang={other.hreflang} onClick={onChoose}>
        {other.name}
      </MenuLink>
    </li>
  ));
}

const HeaderLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 0.5rem;
  color: ${({ theme }) => theme.color.ink};
  font-weight: 600;
  text-decoration: none;
  border-radius: 0.375rem;
  &:hover {
    color: ${({ theme }) => theme.color.accent};
  }
`;

const Short = styled.span`
  ${({ theme }) => theme.mq.md} {
    display: none;
  }
`;

/** Read out at every size; shown from md up. */
const Full = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  ${({ theme }) => theme.mq.md} {
    position: static;
    width: auto;
    height: auto;
    overflow: visible;
    clip: auto;
  }
`;

const MenuLink = styled.a`
  display: flex;
  align-items: center;
  min-height: 3rem;
  color: ${({ theme }) => theme.color.accent};
  font-weight: 600;
  font-size: 1.0625rem;
  text-decoration: none;
`;
