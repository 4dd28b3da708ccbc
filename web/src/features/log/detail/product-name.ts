/**
 * A product's name with its brand once: upstream names usually start with the brand already
 * ("Apple iPhone 13 mini"), and then the brand is not repeated.
 */
export function nameWithBrand(name: string, brandName: string | null | undefined): string {
  const brand = brandName?.trim();
  if (!brand) return name;
  return name.toLocaleLowerCase().startsWith(brand.toLocaleLowerCase()) ? name : `${brand} ${name}`;
}
