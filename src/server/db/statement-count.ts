/**
 * Statements this process has sent to its database, counted where each driver sends one (inside
 * transactions too). A send's cost is mostly its round trips, one after another; `/metrics`
 * reports the count as `db_statements_total`, and the chat benchmark divides it by the sends.
 */
let statements = 0;

export function countStatement(): void {
  statements++;
}

export function statementsSent(): number {
  return statements;
}
