/** The role id of the route, or null when the address holds no positive whole number. */
export function roleIdParam(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
}
