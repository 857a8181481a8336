// The frame of every page: global styles, header, the page's content in <main>, footer and the fixed extras.
import type { ReactNode } from 'react';
import { useChrome } from '../../ui/page-context';
import { ConsentNotice } from './ConsentNotice';
import { Footer } from './Footer';
import { GlobalStyle } from './GlobalStyle';
import { Header } from './Header';
import { MobileBar } from './MobileBar';
import { ScrollManager } from './ScrollManager';
import { SharedPart } from './SharedPart';

export default function Layout({ children }: { children: ReactNode }) {
  // Only analytics needs the visitor's consent: without it there is nothing to ask.
  const { needsConsent } = useChrome();
  return (
    <>
      <GlobalStyle />
      <SharedPart name="header">
        <Header />
      </SharedPart>
      {/* tabIndex -1: the skip link can move focus here, so the next Tab continues inside the content. */}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SharedPart name="footer">
        <Footer />
      </SharedPart>
      <MobileBar />
      {needsConsent && <ConsentNotice />}
      <ScrollManager />
    </>
  );
}
