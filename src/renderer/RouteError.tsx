// Shown in place of a page that failed to load or draw after an in-place navigation (the served pages
// are checked at build time): the visitor gets a way home instead of a blank screen. It needs nothing
// the failing page may have broken: no theme, no page data.
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router-dom';
import styled from 'styled-components';

export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('The page could not be shown.', error);
  }, [error]);
  return (
    <Message role="alert">
      <h1>Sorry, this page could not be shown.</h1>
      <p>
        Please try again, or <Link to="/">go to the home page</Link>.
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
