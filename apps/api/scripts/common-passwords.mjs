// Writes src/lib/common-passwords.txt: the 10,000 most common passwords, lower-case, one a line, most
// common first, plus a short supplement of passwords common among Russian-speaking users that the
// international ranking places lower or misses (Cyrillic keyboard walks and words, transliterated
// names and clubs).
//
// The ranking is zxcvbn-ts's `passwords-common` dictionary (@zxcvbn-ts/language-common, MIT), which
// orders passwords by their frequency in published leaks; its first 10,000 entries are taken as they
// are. A devDependency of apps/api: the server reads only the generated file.
// Run: node apps/api/scripts/common-passwords.mjs
import { writeFileSync } from 'node:fs';
import { dictionary } from '@zxcvbn-ts/language-common';

const TOP_N = 10_000;
const ranking = dictionary['passwords-common'];
if (!Array.isArray(ranking) || ranking.length < TOP_N)
  throw new Error('@zxcvbn-ts/language-common has no ranked passwords-common list');

const SUPPLEMENT = `йцукен йцукен123 йцукенг йцукенгшщз фывапролджэ пароль пароль123 привет любовь солнышко
qwerty007 parol parol123 parol1234 privet privet123 lubov lyubov solnce solnyshko zvezda kotik kotenok
sobaka spartak zenit cska dinamo lokomotiv rossiya russia moscow moskva piter mamapapa natasha tatiana
svetlana anastasia ekaterina andrey sergey dmitry vladimir nikita marina irina`.split(/\s+/);

const seen = new Set();
const list = [];
const add = (password) => {
  const normal = password.toLowerCase();
  if (!normal || seen.has(normal)) return;
  seen.add(normal);
  list.push(normal);
};
ranking.slice(0, TOP_N).forEach(add);
const fromRanking = list.length;
SUPPLEMENT.forEach(add);
writeFileSync(new URL('../src/lib/common-passwords.txt', import.meta.url), `${list.join('\n')}\n`);
console.info(
  `common-passwords.txt: ${list.length} passwords (${fromRanking} from the top ${TOP_N} of the ranking, ${list.length - fromRanking} supplement)`,
);
