/**
 * Sends the app language to the member at most once per session and language: member info can be stored again (a
 * refresh, the page becoming visible) before the first send has landed and the stored info follows it. A send that
 * fails may go again on the next occasion.
 */
export function languagePushOncePerSession(send: (language: string) => Promise<boolean>) {
  let sent: string | null = null;
  return (token: string, language: string): void => {
    const key = `${token}\n${language}`;
    if (key === sent) return;
    sent = key;
    void send(language).then((ok) => {
      if (!ok && sent === key) sent = null;
    });
  };
}
