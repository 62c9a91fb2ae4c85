/** Forms of the form builder render here once that feature exists; until then the block shows nothing. */
export function BuilderFormBlock() {
  return null;
}
