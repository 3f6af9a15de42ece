// Writes src/lib/common-passwords.txt: 10,000 common passwords, lower-case, one a line, most common
// first. No package in node_modules ships such a list, so it is assembled here from the passwords that
// lead every published leak ranking (hand-written below) and the shapes those rankings are made of:
// digit runs, keyboard walks, repeated characters, and common words (English and Russian
// transliterated) with the usual suffixes. Replace it with a measured ranking when one can be shipped.
// Run: node apps/api/scripts/common-passwords.mjs
import { writeFileSync } from 'node:fs';

const TOP = `123456 password 123456789 12345678 12345 qwerty 1234567 111111 1234567890 123123 abc123 1234 password1
iloveyou 1q2w3e4r 000000 qwerty123 zaq12wsx dragon sunshine princess letmein 654321 monkey 27653 1qaz2wsx
123321 qwertyuiop superman asdfghjkl 666666 football baseball welcome 121212 master shadow michael jordan
trustno1 hello charlie aa123456 donald password123 qwerty1 passw0rd starwars 7777777 888888 computer
michelle jennifer hunter2 freedom whatever killer soccer batman mustang access flower hottie loveme
1qazxsw2 q1w2e3r4 q1w2e3r4t5 q1w2e3r4t5y6 1q2w3e4r5t 1q2w3e4r5t6y zxcvbnm zxcvbnm123 asdfgh asdfghjk
qazwsx qazwsxedc qwe123 qweasd qweasdzxc 123qwe 123abc abcd1234 abcdef abcdefg abcdefgh 11111111
00000000 12341234 11223344 112233 123654 159753 147258369 987654321 9876543210 0987654321 123456a
a123456 qwertyu qwerty12 qwerty1234 password12 password1234 pass1234 admin admin123 administrator
root toor changeme default guest test test123 test1234 testtest secret secret123 login letmein1
welcome1 welcome123 iloveyou1 iloveyou123 monkey123 dragon123 master123 shadow123 sunshine1 princess1
football1 baseball1 superman1 batman123 pokemon pokemon123 minecraft fortnite roblox naruto
samsung nokia iphone google yandex mailru vkontakte odnoklassniki parol parol123 parol1234 privet
privet123 qwerty007 marina natasha tatiana svetlana olga elena irina anastasia ekaterina andrey
sergey dmitry alexander maxim vladimir nikita ivan1234 mama papa mamapapa lubov lyubov lovelove
solnce solnyshko zvezda kotik kotenok sobaka spartak zenit cska dinamo lokomotiv rossiya russia
moscow moskva piter 1111 2222 3333 4444 5555 6666 7777 8888 9999 0000 12345qwert qwert12345
1a2b3c4d 1a2b3c a1b2c3 a1b2c3d4 aaaaaa aaaaaaaa zzzzzz zzzzzzzz q1q1q1q1 qqqqqq qqqqqqqq ytrewq
asdasd asdasdasd zxczxc qweqwe qweqweqwe 123qweasd 1qaz2wsx3edc zaq1xsw2 !qaz2wsx qwerty! password!
P@ssw0rd p@ssw0rd p@ssword pa$$word passwort motdepasse contraseña senha wachtwoord salasana`.split(/\s+/);

const WORDS = `password pass passwd qwerty admin love iloveyou monkey dragon master shadow sunshine princess football
baseball soccer hockey superman batman spiderman starwars pokemon welcome letmein hello freedom whatever
michael jordan charlie jennifer jessica ashley daniel thomas robert andrew joshua matthew hunter ranger
buster tigger summer winter spring autumn flower purple orange yellow silver golden diamond angel
killer cookie cheese pepper ginger maggie bailey harley yankees lakers chelsea arsenal liverpool
barcelona realmadrid juventus mercedes ferrari porsche corvette mustang camaro internet computer
secret access trustno1 matrix phoenix thunder lightning dolphin butterfly chocolate banana apple
orange lemon cherry sunflower rainbow blessed jesus christ heaven family friends forever lovely
beautiful sweety honey baby babygirl babyboy mylove loveyou kitty kitten doggy puppy tiger lion
eagle falcon wolf bear shark snake rabbit horse parol privet marina natasha tanya sveta olga lena
irina nastya katya andrey sergey dima sasha maxim vova nikita ivan alex misha pasha roma vitya
kirill denis artem egor anton oleg igor yura lyuba masha dasha yulia vika kristina alina polina
sofia anya zhenya lubov solnce zvezda kotik sobaka spartak zenit dinamo rossiya russia moskva
piter mama papa babushka dedushka semya druzya schaste udacha leto zima vesna osen nebo more
test user guest demo root system server manager office school student teacher doctor money
business market trader invest investor broker stock stocks crypto bitcoin ethereum gazprom sber
sberbank tinkoff alfabank vtb lukoil rosneft yandex google apple samsung nokia microsoft windows
linux ubuntu android iphone galaxy playstation xbox nintendo minecraft fortnite roblox naruto`.split(/\s+/);

// The demo accounts' password (apps/api/README.md) must stay usable.
const KEEP_OUT = new Set(['demo12345']);
const SUFFIXES = ['', '1', '12', '123', '1234', '12345', '123456', '!', '1!', '123!', '01', '11', '007', '69', '777', '2000',
  '2010', '2015', '2018', '2019', '2020', '2021', '2022', '2023', '2024', '2025', '2026', '@123', '_123', '.123', '99', '88', '00', '321'];

const list = [];
const seen = new Set();
const add = (value) => {
  const v = value.toLowerCase();
  if (!v || seen.has(v) || KEEP_OUT.has(v) || list.length >= 10_000) return;
  seen.add(v);
  list.push(v);
};

TOP.forEach(add);
// Digit runs and repeats of every length people type.
for (let n = 4; n <= 12; n += 1) {
  add('1234567890'.repeat(2).slice(0, n));
  add('0987654321'.repeat(2).slice(0, n));
  for (let d = 0; d <= 9; d += 1) add(String(d).repeat(n));
}
for (const char of 'abcdefghijklmnopqrstuvwxyz') for (const n of [6, 8, 10]) add(char.repeat(n));
// Keyboard walks (QWERTY and ЙЦУКЕН typed on a Latin layout) and their doubles.
const walks = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm', '1qaz2wsx3edc4rfv', 'qazwsxedcrfv', '1q2w3e4r5t6y7u8i9o0p', 'q1w2e3r4t5y6u7i8o9p0', 'poiuytrewq', 'lkjhgfdsa', 'mnbvcxz', 'qweasdzxc', 'ytrewq'];
for (const walk of walks) for (let n = 6; n <= walk.length; n += 1) { add(walk.slice(0, n)); add(walk.slice(0, n) + '1'); add(walk.slice(0, n) + '123'); }
// Dates people use: ddmmyyyy and yyyy of birth years as passwords of their own.
for (let year = 1950; year <= 2026; year += 1) { add(`${year}${year}`); add(`qwerty${year}`); add(`password${year}`); }
// Words with the usual suffixes, most common shapes first.
for (const suffix of SUFFIXES) for (const word of WORDS) add(word + suffix);
for (const word of WORDS) { add(word + word); add(word.charAt(0).toUpperCase() + word.slice(1) + '1'); add(word.replace(/a/g, '@').replace(/o/g, '0').replace(/e/g, '3')); }
for (let day = 1; day <= 31 && list.length < 10_000; day += 1) {
  for (let month = 1; month <= 12 && list.length < 10_000; month += 1) {
    for (const year of [1980, 1985, 1988, 1990, 1991, 1992, 1993, 1995, 2000]) add(`${String(day).padStart(2, '0')}${String(month).padStart(2, '0')}${year}`);
  }
}
if (list.length < 10_000) throw new Error(`only ${list.length} passwords`);
writeFileSync(new URL('../src/lib/common-passwords.txt', import.meta.url), list.join('\n') + '\n');
console.info(`${list.length} passwords written`);
