/** The first problem of a form: the field to mark and the message to show next to it. */
export interface FieldProblem<F extends string = string> {
  field: F;
  message: string;
}
