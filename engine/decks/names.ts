// The ways deck lists write a card's name, tried in order until the card data answers to one:
// as written; Arena's "A /// B"; MTGO's "A/B"; taw's "Name (Alchemy)" for Arena's rebalanced "A-Name";
// the front face of "A // B" (CR 201.2: the English name; lists mix full and front-face names).

type NameRewrite = (name: string) => string | undefined;

const REWRITES: readonly NameRewrite[] = [
  (name) => (name.includes('///') ? name.replace(/\s*\/\/\/\s*/g, ' // ') : undefined),
  (name) => (/^[^/]+[^/\s]\/[^/\s][^/]*$/.test(name) ? name.replace(/\s*\/\s*/, ' // ') : undefined),
  (name) => {
    const m = /^(.*\S)\s+\(Alchemy\)$/i.exec(name);
    return m ? `A-${m[1]}` : undefined;
  },
  (name) => (name.includes(' // ') ? name.slice(0, name.indexOf(' // ')).trim() : undefined),
];

export function nameVariants(name: string): string[] {
  const variants = [name.trim()];
  for (const rewrite of REWRITES) {
    const v = rewrite(variants[variants.length - 1]) ?? rewrite(name);
    if (v && !variants.includes(v)) variants.push(v);
  }
  return variants;
}
