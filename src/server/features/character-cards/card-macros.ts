/** A card's `{{user}}` (and its old spelling `<USER>`) as the name the user goes by in a chat. */
export function withUserName(text: string, userName: string): string {
  if (!text.includes('{{') && !text.includes('<')) return text;
  return text.replace(/\{\{user\}\}|<USER>/gi, userName);
}
