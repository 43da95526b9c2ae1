/** A row id from the address: a positive PostgreSQL integer, else null (the screen shows its "not found"). */
export function rowIdParam(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
