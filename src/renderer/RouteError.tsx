// Shown in place of a page that failed to load or draw after an in-place navigation (the served pages
// are checked at build time): the visitor gets a way home instead of a blank screen. It needs nothing
// the failing page may have broken: no theme, no page data; its words are the language pack's of the
// document's language (<html lang>, site.locale's language, written by the build).
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { errorPageWords } from '../../shared/site/languages/browser';

export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('The page could not be shown.', error);
  }, [error]);
  const words = errorPageWords(typeof document === 'undefined' ? 'en' : document.documentElement.lang);
  const [before, after = ''] = words.text.split('{home}');
  return (
    <Message role="alert">
      <h1>{words.heading}</h1>
      <p>
        {before}
        <Link to="/">{words.home}</Link>
        {after}
      </p>
    </Message>
  );
}

const Message = styled.main`
  max-width: 40rem;
  margin: 4rem auto;
  padding: 0 1.25rem;
  font:
    1.125rem/1.6 system-ui,
    sans-serif;
  h1 {
    font-size: 1.75rem;
    line-height: 1.25;
  }
`;
