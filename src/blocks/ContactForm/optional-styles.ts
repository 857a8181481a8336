// Look of the form's optional parts: the privacy-consent box (a checkbox beside its words) and the
// hint under the photo chooser. In their own module, so the form's other styles keep their class names.
import styled from 'styled-components';

export const ConsentRow = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.35rem 0.7rem;
  align-items: start;
  margin-top: 1.25rem;
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.15rem 0 0;
    accent-color: ${({ theme }) => theme.color.accent};
  }
  label {
    font-size: 0.9375rem;
    color: ${({ theme }) => theme.color.ink};
  }
  a {
    color: ${({ theme }) => theme.color.accentDark};
    text-decoration: underline;
  }
  > p {
    grid-column: 2;
  }
`;

export const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.muted};
`;
