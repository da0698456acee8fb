/** The beginning of a text as shown, and whether that is all of it (false when a line limit cut it). */
export interface TextPrefix {
  text: string;
  complete: boolean;
}
