// Whether the site's server e-mails leads to the office (editor/server/mail-setup.ts asks it), read
// once per visit of the inbox: a lead waiting for an e-mail that will never be sent must not say "Waiting".
import { useEffect, useState } from 'react';
import type { MailSetupAnswer } from '../../../shared/api-types';
import { call } from '../api';

let asked: Promise<MailSetupAnswer> | undefined;

export function useMailSetup(): MailSetupAnswer | undefined {
  const [answer, setAnswer] = useState<MailSetupAnswer>();
  useEffect(() => {
    let current = true;
    asked ??= call<MailSetupAnswer>('GET', '/api/leads/mail');
    asked.then(
      (a) => {
        if (current) setAnswer(a);
      },
      () => {
        asked = undefined;
      },
    );
    return () => {
      current = false;
      asked = undefined;
    }; // the next visit asks again: the server may have been set up meanwhile
  }, []);
  return answer;
}
