/**
 * Lists of names as the river-crossing form's fields hold them: rules name
 * travellers by their names (the model, the backend's, does the rest).
 */

/** A list of names as typed: split by commas, ASCII or full-width (names may hold spaces, like "husband 1"). */
export function readNames(text: string): string[] {
  return text.split(/[,\uff0c]/).map((n) => n.trim()).filter((n) => n !== '');
}

export function namesText(names: readonly string[] | undefined): string {
  return (names ?? []).join(', ');
}
