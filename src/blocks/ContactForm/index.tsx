// TEMPORARY placeholder so the build runs; the real form replaces this file.
import type { BlockProps } from '../types';
export default function ContactForm({ block }: BlockProps<'ContactForm'>) {
  return <section id="contact-form"><h2>{block.heading}</h2></section>;
}
