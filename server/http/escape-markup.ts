/** Text made safe inside HTML or XML, in element content and in quoted attributes alike. */
export function escapeMarkup(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
