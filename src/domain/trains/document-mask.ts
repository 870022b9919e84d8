// How a passenger's identity number is shown once a ticket is booked, on every screen and paper:
// only the last four characters, enough for a person to tell their own ticket without the
// number being readable by whoever sees the screen or the printout.

/** "440304198505051234" -> "**************1234"; four characters or fewer are shown as they are. */
export function maskDocumentNumber(number: string): string {
  return number.length > 4 ? `${'*'.repeat(number.length - 4)}${number.slice(-4)}` : number;
}
