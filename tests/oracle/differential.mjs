// Differential test: random games played in Varia (oracle_driver) and in Fairy-Stockfish (ffish.js)
// side by side; the first disagreement fails the run.
//
// usage: node differential.mjs --driver PATH --ffish DIR [--games N] [--seed S] [--plies P]
//                              [--variants a,b,c] [--replay VARIANT "MOVE MOVE ..."]
//   --ffish     a folder holding ffish: the package itself, or a prefix with node_modules/ffish
//   --games     games per variant (20)            --seed   run seed (1)
//   --plies     ply limit per game (150)        --san-games  games per variant whose SAN is compared (3)
//   --variants  the variants to play (default: every variant both Varia and ffish know, but those
//               of known_differences)
//   --replay    compare only the positions along the given moves (Varia text) of one variant
//
// At every ply: Varia's legal moves (driver) and ffish's legal moves (UCI, translated to Varia
// text by translate()) must be the same set; the board, the hands and the side to move must be
// equal; the check flag must be equal; Varia must read ffish's FEN as its own position (the same
// hash) and write the same FEN (pieces in hand sorted), except for the fields fen_conventions
// names, which are tallied; and both must agree on whether the game has ended by an
// ending the engines decide themselves (no legal move, a king exploded or taken, the last check
// given, a piece type extinct, a flag reached, a full board or a second pass in the stone games)
// and on its result; a draw ffish gives only on claim (sittuyin's king and pawn) counts as agreed,
// and so must the draw by the counting of endings (makruk family), which Varia makes at once.
// Every legal move's SAN must be ffish's (sanMove, SAN notation), but for the conventions
// san_conventions names and tests.
// The fifty-move rule and repetition are not compared (Varia applies them itself, ffish only on
// claim); insufficient material must be judged alike, but for material_exceptions.
//
// Exit status: 0 when everything agreed, 1 on a disagreement (variant, seed, the moves so far,
// both positions and the difference of the move sets are printed), 2 on bad usage or a broken
// driver or ffish.

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import readline from 'node:readline';

// Variants both engines know by the same name but play by other rules on purpose, with why; the
// default run (every variant both know) leaves them out, and naming one says why it differs.
const known_differences = new Map([
]);

// Variants whose Fairy-Stockfish texts Varia writes otherwise, with why; ffish's texts must still
// read back to Varia's positions.
const custom_pawn = 'Fairy-Stockfish lists, after a multi-step of a pawn it defines as a custom piece, the squares ' +
  'passed and the one reached whether or not a capture can use them; Varia writes only the targets that a piece ' +
  'of the side to move can take on';
const fen_conventions = new Map([
  ['berolina', custom_pawn], ['pawnsideways', custom_pawn], ['pawnback', custom_pawn], ['wolf', custom_pawn],
]);
// Declared state that Fairy-Stockfish keeps in its move history, not in its FEN: Varia's position
// text carries it, so ffish's text reads back as the same position less that field.
const unwritten_state = new Map([
  ['janggi', ['passes', 'Fairy-Stockfish keeps the passes just played in its history, Varia in the position (passes:<n>)']],
]);

// Variants whose material Fairy-Stockfish judges insufficient where Varia plays on, on purpose:
// a pattern the sorted piece letters match, and why.
const material_exceptions = new Map([
  ['ai-wok', [/[AaPp]/, 'Fairy-Stockfish does not count the ai-wok (rook, knight and fers in one), nor a pawn ' +
    'that promotes to one, as mating material; Varia does (it captures as a rook does), so K+A v K plays on and ' +
    'its mates count']],
  ['newzealand', [/[Nn]/, 'Fairy-Stockfish does not count the New Zealand knight (moves as a knight, captures as ' +
    'a rook) as mating material; Varia does, as it counts a rook']],
]);

// Variants that Fairy-Stockfish defines only in its variants.ini, which ffish does not build in:
// the same games written here in its configuration language and loaded before the run.
const ffish_config = `
[tictactoe]
maxFile = 3
maxRank = 3
immobile = p
pieceDrops = true
startFen = 3/3/3[PPPPPpppp] w - - 0 1
castling = false
doubleStep = false
immobilityIllegal = false
stalemateValue = draw
connectN = 3

[cfour]
maxFile = 7
maxRank = 6
immobile = p
pieceDrops = true
enclosingDrop = top
startFen = 7/7/7/7/7/7[PPPPPPPPPPPPPPPPPPPPPppppppppppppppppppppp] w - - 0 1
castling = false
doubleStep = false
immobilityIllegal = false
stalemateValue = draw
nMoveRule = 0
connectN = 4
`;

// ---- arguments ----

function parse_args(argv) {
  const o = { games: 20, seed: 1, plies: 150, variants: null, replay: null, san_games: 3 };
  for (let i = 0; i < argv.length; ++i) {
    const a = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) usage(`${a} needs a value`);
      return argv[++i];
    };
    if (a === '--driver') o.driver = value();
    else if (a === '--ffish') o.ffish = value();
    else if (a === '--games') o.games = Number(value());
    else if (a === '--seed') o.seed = Number(value());
    else if (a === '--plies') o.plies = Number(value());
    else if (a === '--san-games') o.san_games = Number(value());
    else if (a === '--variants') o.variants = value().split(',').filter(Boolean);
    else if (a === '--replay') o.replay = { variant: value(), moves: value().split(/\s+/).filter(Boolean) };
    else usage(`unknown argument '${a}'`);
  }
  if (!o.driver || !o.ffish) usage('--driver and --ffish are required');
  for (const k of ['games', 'seed', 'plies', 'san_games'])
    if (!Number.isInteger(o[k]) || o[k] < 0) usage(`--${k} must be a non-negative integer`);
  return o;
}

function usage(message) {
  process.stderr.write(`differential.mjs: ${message}\n` +
    'usage: node differential.mjs --driver PATH --ffish DIR [--games N] [--seed S] [--plies P] ' +
    '[--variants a,b,c] [--replay VARIANT "MOVES"]\n');
  process.exit(2);
}

function fatal(message) {
  process.stderr.write(`differential.mjs: ${message}\n`);
  process.exit(2);
}

// ---- seeded randomness: one stream per game, so that a game replays from (seed, variant, game) ----

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function game_seed(seed, variant, game) {
  let h = 2166136261 ^ seed;
  for (const c of `${variant}/${game}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

// ---- the Varia driver: one long-running process, one request per line ----

class Driver {
  constructor(file) {
    this.child = spawn(file, [], { stdio: ['pipe', 'pipe', 'inherit'] });
    this.waiting = [];
    this.child.on('error', e => fatal(`cannot run the driver ${file}: ${e.message}`));
    this.child.on('exit', (code, signal) => {
      if (this.waiting.length) fatal(`the driver exited (${signal ?? code}) with a request open`);
    });
    readline.createInterface({ input: this.child.stdout }).on('line', line => {
      const reply = this.waiting.shift();
      if (!reply) fatal(`unexpected driver output: ${line}`);
      try {
        reply(JSON.parse(line));
      } catch (e) {
        fatal(`the driver wrote what is not JSON: ${line}`);
      }
    });
  }
  ask(variant, moves, san = false) {
    return new Promise(resolve => {
      this.waiting.push(resolve);
      this.child.stdin.write(`${san ? '?san ' : ''}${variant} ${moves.join(' ')}\n`);
    });
  }
  /// Reads a Fairy-Stockfish FEN with Varia's reader: {fen, fsf_fen, hash} or {error}.
  read_fsf(variant, fen) {
    return new Promise(resolve => {
      this.waiting.push(resolve);
      this.child.stdin.write(`?fsf ${variant} ${fen}\n`);
    });
  }
  close() { this.child.stdin.end(); }
}

// ---- ffish ----

function load_ffish(dir) {
  const candidates = [dir, path.join(dir, 'node_modules', 'ffish'), path.join(dir, 'ffish')];
  const found = candidates.find(d => existsSync(path.join(d, 'ffish.js')));
  if (!found) fatal(`no ffish.js in ${candidates.join(', ')}`);
  globalThis.fetch = undefined; // node 20: make Emscripten read the .wasm file instead of fetching it
  const ffish = createRequire(import.meta.url)(path.resolve(found, 'ffish.js'));
  return new Promise(resolve => {
    ffish.onRuntimeInitialized = () => {
      new ffish.Board('chess').delete(); // fills FSF's variant table (variants() is "" before)
      ffish.loadVariantConfig(ffish_config);
      resolve(ffish);
    };
  });
}

/// The board of an FSF or Varia position text: cells[rank][file] (rank 0 = rank 1; '' empty,
/// '*' the duck, else the piece letter), the side to move, and a key that compares the board,
/// the hands and the side to move (promotion marks left out).
function parse_position(text) {
  const [placement, side] = text.split(' ');
  const bracket = placement.indexOf('[');
  const board = bracket < 0 ? placement : placement.slice(0, bracket);
  const hand = bracket < 0 ? '' : placement.slice(bracket + 1, placement.indexOf(']'));
  const cells = board.split('/').reverse().map(row => {
    const out = [];
    for (const m of row.replace(/~/g, '').matchAll(/\d+|\+?./g)) // '+P': one promoted piece
      if (/\d/.test(m[0])) for (let i = 0; i < Number(m[0]); ++i) out.push('');
      else out.push(m[0]);
    return out;
  });
  return { cells, side, key: `${board.replace(/~/g, '')} [${[...hand].sort().join('')}] ${side}` };
}

const file_of = s => s.charCodeAt(0) - 97;
const rank_of = s => Number(s.slice(1)) - 1;
const square = (f, r) => String.fromCharCode(97 + f) + (r + 1);

/// Varia text of each legal ffish move (UCI), in the position `pos` (parse_position of ffish's
/// text). Returns a Map from Varia text to UCI; its `kinds` lists the mapping rule used by each
/// move that is not written alike in both (a coverage tally for the summary).
function translate(variant, pos, ucis, varia_moves) {
  const at = s => pos.cells[rank_of(s)][file_of(s)];
  const own = (s, letter) => at(s) === (pos.side === 'w' ? letter : letter.toLowerCase());
  const back = pos.side === 'w' ? 0 : pos.cells.length - 1;
  let duck = null; // the duck's square; amazons' walls are arrows, each one placed anew
  for (let r = 0; r < pos.cells.length && variant !== 'amazons'; ++r)
    for (let f = 0; f < pos.cells[r].length; ++f) if (pos.cells[r][f] === '*') duck = square(f, r);

  const moves = ucis.map(uci => {
    const drop = /^\+?([A-Z])@([a-p]\d+)$/.exec(uci); // `+L@c3`: a promoted form dropped (kyoto shogi)
    // ataxx: a clone is Varia's stone put on the board, in its side's case (`p@b1` for Black)
    if (drop && variant === 'ataxx' && pos.side === 'b') return { uci, text: uci.toLowerCase(), kind: 'clone' };
    if (drop) return { uci, text: uci };
    // a promotion: the new piece's letter, or '+' for the promoted form (shogi), as in Varia
    const m = /^([a-p]\d+)([a-p]\d+)([a-z+-]?)(?:,([a-p]\d+)([a-p]\d+))?$/.exec(uci);
    if (!m) throw new Error(`unexpected ffish move '${uci}'`);
    let [, from, to, letter, , duck_to] = m;
    // kyoto and micro shogi: a piece turning over (`+` up, `-` down) is a rule of the variant,
    // which Varia's move text does not write
    if (turning_shogi.has(variant) && (letter === '+' || letter === '-'))
      return { uci, text: from + to, kind: letter === '+' ? 'turned up' : 'turned down' };
    // Othello, ataxx: a pass is written as the side's first stone acting on its own square (`d4xd4`);
    // janggi: as the general acting on its own square (`e2xe2`)
    if (from === to && !letter && (stone_games.has(variant) || variant === 'janggi'))
      return { uci, text: `${from}x${to}`, kind: 'pass' };
    // sittuyin: a pawn promoting where it stands is Varia's change of its square (`d6=F`)
    if (from === to && letter && letter !== '+' && !own(from, 'K'))
      return { uci, text: `${to}=${pos.side === 'w' ? letter.toUpperCase() : letter}`, kind: 'in-place promotion' };
    let gate = null; // [piece letter, square] of a seirawan or S-house gating
    if (gating_variants.has(variant) && letter && rank_of(from) === back) {
      gate = [letter.toUpperCase(), from];
      letter = '';
    }
    let castling = null; // {king, rook: their squares}
    if (own(from, 'R') && own(to, 'K')) { // seirawan: castling written from the rook, gate on its square
      castling = { king: to, rook: from };
    } else if (own(from, 'K') && (own(to, 'R') || Math.abs(file_of(to) - file_of(from)) >= 2 || from === to)) {
      castling = { king: from, rook: own(to, 'R') ? to : null };
    }
    let base = from + to + letter;
    if (castling) {
      // written king onto rook, king to target, or (a king that stays) target to target
      const king_side = castling.rook ? file_of(castling.rook) > file_of(castling.king)
                      : from === to ? file_of(to) >= 4 : file_of(to) > file_of(from);
      // FSF's castling targets: the c-file, and the g-file up to 9 files, else the second from the right
      const width = pos.cells[0].length;
      const target = square(king_side ? (width <= 9 ? 6 : width - 2) : 2, rank_of(castling.king));
      // ffish writes a king that moves two squares or more with its own target: keep it
      const onto_rook = castling.rook !== null || from === to;
      castling.rook ??= castling_rook(pos, castling.king, king_side, own);
      base = onto_rook ? castling.king + target : from + to;
    }
    let suffix = '';
    if (gate) suffix = `,${gate[0]}@${gate[1]}`;
    if (duck_to) suffix = duck ? `,${duck}${duck_to}` : `,*@${duck_to}`;
    const kind = [castling ? 'castling' : '',
                  gate ? (castling ? `gate on ${gate[1] === castling.king ? 'king' : 'rook'} square` : 'gate') : '',
                  duck_to ? `${letter ? 'promotion, ' : ''}${variant === 'amazons' ? 'arrow' : duck ? 'duck moved' : 'duck placed'}` : ''].filter(Boolean).join(' + ');
    return { uci, text: base + suffix, castling, suffix, kind };
  });
  // Varia writes castling as king onto rook where the variant says so (Chess960) or where
  // king-to-target reads like another move.
  const plain = new Set(moves.filter(m => !m.castling).map(m => m.text));
  const varia_set = new Set(varia_moves);
  for (const m of moves)
    if (m.castling && (plain.has(m.text) ||
                       (!varia_set.has(m.text) && varia_set.has(m.castling.king + m.castling.rook + m.suffix)))) {
      m.text = m.castling.king + m.castling.rook + m.suffix;
      m.kind += ' onto rook';
    }
  const texts = new Map(moves.map(m => [m.text, m.uci]));
  texts.kinds = moves.map(m => m.kind).filter(Boolean);
  return texts;
}

/// The outermost own rook on the king's side of its rank (FSF's K and Q castling rook).
function castling_rook(pos, king, king_side, own) {
  const step = king_side ? -1 : 1;
  for (let f = king_side ? pos.cells[0].length - 1 : 0; f !== file_of(king); f += step)
    if (own(square(f, rank_of(king)), 'R')) return square(f, rank_of(king));
  return '?';
}

// ---- the comparison ----

const stone_games = new Set(['flipello', 'flipello10', 'flipersi', 'ataxx']); // the stones module games
const gating_variants = new Set(['seirawan', 'shouse']); // ffish writes a gating as a promotion letter
const turning_shogi = new Set(['kyotoshogi', 'micro']); // pieces turn over; ffish writes it as + and -
const decisive = new Set(['checkmate', 'stalemate', 'royal_captured', 'check_limit', 'extinction', 'flag', 'connect', 'material_count']);

/// `fen` with the pieces in its hand sorted (the engines list a hand in their own piece orders).
function same_hand_order(fen) {
  return fen.replace(/\[([^\]]*)\]/, (_, hand) => `[${[...hand].sort().join('')}]`);
}

/// Compares the Fairy-Stockfish texts of one position: Varia reads ffish's text back to the same
/// position (the same hash), and writes the same text itself, but where fen_conventions says why
/// not (then the difference is tallied in `seen`). Returns a description of a disagreement or null.
async function compare_fen(driver, variant, varia, ff_fen, seen) {
  const read = await driver.read_fsf(variant, ff_fen);
  if (read.error) return { what: `Varia cannot read ffish's text ${ff_fen}: ${read.error}` };
  const [field] = unwritten_state.get(variant) ?? [];
  if (read.hash !== varia.hash) {
    const without = field && varia.fen.replace(new RegExp(` ${field}:[^ ]*`), '');
    if (!field || read.fen !== without)
      return { what: `ffish's text ${ff_fen} reads as ${read.fen}, not as Varia's position` };
    const key = `${variant} (${field} not in its FEN)`;
    seen[key] = (seen[key] ?? 0) + 1;
  }
  const fsf_fen = field ? varia.fsf_fen.replace(new RegExp(` ${field}:[^ ]*`), '') : varia.fsf_fen;
  if (same_hand_order(fsf_fen) === same_hand_order(ff_fen)) return null;
  if (!fen_conventions.has(variant))
    return { what: `the Fairy-Stockfish texts differ: Varia writes ${fsf_fen}, ffish ${ff_fen}` };
  const names = ['placement', 'side', 'castling', 'en passant'];
  const mine = fsf_fen.split(' '), theirs = ff_fen.split(' ');
  const fields = mine.length !== theirs.length ? 'field count'
    : mine.map((f, i) => f === theirs[i] ? null : names[i] ?? (i === mine.length - 2 ? 'halfmove' : `field ${i + 1}`))
        .filter(Boolean).join(', ');
  const key = `${variant} (${fields})`;
  seen[key] = (seen[key] ?? 0) + 1;
  return null;
}

/// ffish's FEN shows a count of the ending past its limit (the limit in the en-passant field, the
/// count in the halfmove field).
function count_passed(board) {
  const f = board.fen().split(' ');
  return /^[0-9]+$/.test(f[3]) && Number(f[3]) > 0 && Number(f[f.length - 2]) > Number(f[3]);
}

/// Compares one position; returns a description of the disagreement or null.
function compare(varia, board, ff_moves, ff_pos, ff_texts) {
  if (varia.error) return { what: `the driver rejected the moves: ${varia.error}` };
  if (ff_texts.size !== ff_moves.length)
    return { what: `ffish's ${ff_moves.length} moves translate to only ${ff_texts.size} texts` };
  const v_set = new Set(varia.moves);
  const only_varia = varia.moves.filter(m => !ff_texts.has(m));
  const only_ffish = [...ff_texts.keys()].filter(m => !v_set.has(m)).map(m => `${m} (ffish ${ff_texts.get(m)})`);
  if (only_varia.length || only_ffish.length)
    return { what: 'the legal moves differ', only_varia, only_ffish };
  const v_pos = parse_position(varia.fen);
  if (v_pos.key !== ff_pos.key) return { what: `the positions differ: Varia ${v_pos.key}, ffish ${ff_pos.key}` };
  if (varia.check !== board.isCheck()) return { what: `check: Varia ${varia.check}, ffish ${board.isCheck()}` };
  const v_over = decisive.has(varia.status);
  // ffish ends an Othello or ataxx game on a full board or a second pass with its pass still listed.
  const ff_over = ff_moves.length === 0 || (stone_games.has(board.variant()) && board.isGameOver());
  // A draw Fairy-Stockfish gives only on claim and Varia by itself (sittuyin: a king and pawn
  // whose only moves are promotions) is the same ending.
  const claimed = v_over && !ff_over && varia.result === '1/2-1/2' && board.isGameOver(true) &&
                  board.result(true) === varia.result;
  if (v_over !== ff_over && !claimed)
    return { what: `game end: Varia ${varia.status} ${varia.result}, ffish ${ff_over ? 'no moves' : 'goes on'} ${board.result()}` };
  // ffish scores a mate with material it deems insufficient (ai-wok's K+A v K) as a draw: one of
  // material_exceptions.
  if (v_over && varia.result !== board.result() &&
      !(board.isInsufficientMaterial() && material_exceptions.has(board.variant())))
    return { what: `result: Varia ${varia.status} ${varia.result}, ffish ${board.result()}` };
  // The counting of endings (makruk family): Varia draws at once, Fairy-Stockfish on claim, when a
  // count (its FEN: the limit in the en-passant field, the count in the halfmove field) has passed
  // its limit and the side to move is not mated. Both must see the same draw.
  const passed = count_passed(board) && ff_moves.length > 0;
  if (varia.status === 'counting' && !(passed && board.isGameOver(true) && board.result(true) === '1/2-1/2'))
    return { what: `counting: Varia draws by the count, ffish ${board.fen()} claims no such draw` };
  if (passed && !['counting', 'repetition', 'fifty_move_rule', 'insufficient_material'].includes(varia.status))
    return { what: `counting: ffish's count ${board.fen()} has passed its limit, Varia ${varia.status}` };
  return null;
}

function report_failure(variant, game, moves, varia, board, diff) {
  const out = [
    `DISAGREEMENT in ${variant} (${game}) after ${moves.length} plies: ${diff.what}`,
    `  moves (Varia): ${moves.join(' ')}`,
    `  replay: --replay ${variant} "${moves.join(' ')}"`,
    `  Varia fen: ${varia.fen ?? '-'}   status ${varia.status ?? '-'} ${varia.result ?? ''} check ${varia.check}`,
    `  ffish fen: ${board.fen()}   result ${board.result()} check ${board.isCheck()}`,
  ];
  if (diff.only_varia) out.push(`  only in Varia (${diff.only_varia.length}): ${diff.only_varia.join(' ')}`);
  if (diff.only_ffish) out.push(`  only in ffish (${diff.only_ffish.length}): ${diff.only_ffish.join(' ')}`);
  console.log(out.join('\n'));
}

/// Plays one game (random moves, or the given ones) in both. Returns the plies played, how the
/// game ended (a decisive ending or the ply limit) and the draws Varia declared on the way (the
/// rules not compared); throws 'disagreement' after reporting one.
async function play_game(ffish, driver, variant, game, seed, plies, notes, kinds, fen_seen, san_seen, given = null,
                         game_index = 0, san_games = 1) {
  const random = mulberry32(seed);
  const board = new ffish.Board(variant);
  const moves = [];
  const limit = given ? given.length : plies;
  const draws = new Set();
  try {
    for (;;) {
      // SAN is compared in the first san_games games of each variant (SAN of every legal move
      // at every ply is the slowest part of the run).
      const with_san = game_index < san_games;
      const varia = await driver.ask(variant, moves, with_san);
      const ff = board.legalMoves();
      const ff_moves = ff ? ff.split(' ') : [];
      const ff_pos = parse_position(board.fen());
      const ff_texts = translate(variant, ff_pos, ff_moves, varia.moves ?? []);
      const diff = compare(varia, board, ff_moves, ff_pos, ff_texts) ??
                   check_insufficient(variant, varia, board, ff_moves, moves, notes) ??
                   await compare_fen(driver, variant, varia, board.fen(), fen_seen) ??
                   (with_san ? compare_san(ffish, variant, varia, board, ff_texts, san_seen) : null);
      if (diff) {
        report_failure(variant, game, moves, varia, board, diff);
        throw new Error('disagreement');
      }
      for (const k of ff_texts.kinds) kinds[k] = (kinds[k] ?? 0) + 1;
      if (varia.result === '1/2-1/2' && (!decisive.has(varia.status) || ff_moves.length > 0)) draws.add(varia.status);
      // A draw by the counting of endings ends the game (compare() has checked that both see it):
      // the count would run on past what position text holds.
      if (ff_moves.length === 0 || (stone_games.has(variant) && board.isGameOver()) || count_passed(board))
        return { plies: moves.length, end: varia.status, draws };
      if (moves.length >= limit) return { plies: moves.length, end: given ? 'end of the moves' : 'ply limit', draws };
      const text = given ? given[moves.length] : varia.moves[Math.floor(random() * varia.moves.length)];
      const uci = ff_texts.get(text);
      if (!uci) fatal(`--replay: ${text} (ply ${moves.length + 1}) is not a legal move there`);
      if (!board.push(uci)) {
        report_failure(variant, game, moves, varia, board, { what: `ffish lists ${uci} (${text}) but refuses to play it` });
        throw new Error('disagreement');
      }
      moves.push(text);
    }
  } finally {
    board.delete();
  }
}

/// SAN: Varia's SAN of every legal move (the driver's `san`) must be ffish's SAN (sanMove in its
/// SAN notation) of the same move, but where san_conventions explains the difference (tallied in
/// `seen`, each kind of difference once by variant).
function compare_san(ffish, variant, varia, board, ff_texts, seen) {
  const tally = name => { seen[`${variant}: ${name}`] = (seen[`${variant}: ${name}`] ?? 0) + 1; };
  for (const [text, uci] of ff_texts) {
    let ours = varia.san?.[text];
    let theirs = board.sanMove(uci, ffish.Notation.SAN);
    if (ours === theirs) continue;
    const fail = { what: `SAN of ${text} (${uci}): Varia ${ours}, ffish ${theirs}` };
    if (ours === undefined) return fail;
    if (check_mark(ours) !== check_mark(theirs)) {
      // Fairy-Stockfish's SAN decides its mark with gives_check: Varia's must be what ffish's
      // own board says once the move is played.
      board.push(uci);
      const mark = board.isCheck() ? (board.legalMoves() ? '+' : '#') : '';
      board.pop();
      if (mark !== check_mark(ours)) return fail;
      tally(check_mark_convention.name);
      ours = without_mark(ours);
      theirs = without_mark(theirs);
      if (ours === theirs) continue;
    }
    const convention = san_conventions.find(c => c.explains(variant, ours, theirs, board));
    if (!convention) return fail;
    tally(convention.name);
  }
  return null;
}

const escape_regex = text => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const check_mark = san => /[+#]$/.test(san) && !/=\+$/.test(san) ? san.slice(-1) : '';
const without_mark = san => check_mark(san) ? san.slice(0, -1) : san;

/// A pattern of the SANs that differ from Varia's `ours` only as a convention allows: `promoted`,
/// a promoted mover +X written by any letter, =+ by =X, and the mover disambiguated otherwise
/// (among the pieces ffish writes with its letter, promoted ones too); `turn`,
/// a piece's turning over written as a promotion =X.
function san_pattern(ours, { promoted = false, turn = false }) {
  let body = escape_regex(without_mark(ours));
  if (promoted) {
    // the mover and its disambiguation, which ffish may make among other pieces than Varia
    body = body.replace(/^(\\\+[A-Z]|[A-Z])[a-p]?(?:1[0-6]|[1-9])?(?=x?[a-p](?:1[0-6]|[1-9])(?:=|$))/,
                        (_, mover) => `${mover.startsWith('\\') ? '[A-Z]' : mover}[a-p]?(?:1[0-6]|[1-9])?`);
    body = body.replace(/=\\\+/, '=[A-Z]').replace(/^\\\+[A-Z](?=@)/, '[A-Z]'); // and a promoted drop +P@a1
  }
  if (turn) body += '(?:=[A-Z])?';
  return new RegExp(`^${body}${escape_regex(check_mark(ours))}$`);
}

// SAN that Varia writes otherwise than ffish on purpose: a test that the difference is only the
// documented one, and why.
const check_mark_convention = {
  name: 'check mark of its own board',
  why: 'Fairy-Stockfish\'s SAN decides + and # with its gives_check, which misses checks its own board ' +
       'reports once the move is played (atomic, coregal, two royals in sho shogi); Varia\'s mark is what that board says',
};
const san_conventions = [
  { name: 'promoted piece written +L',
    why: 'Fairy-Stockfish\'s SAN writes a promoted piece by the letter of the type it plays it as (shogi\'s ' +
         'horse H, dragon D, and G for a tokin, the gold\'s letter), Varia by + and the unpromoted letter, as ' +
         'positions write it, so that a tokin and a gold are not written alike (nor told apart by disambiguation); ' +
         'the other letters are the same',
    explains: (variant, ours, theirs, board) => (/(^|,)\+[A-Z]|=\+/.test(ours) || /\+[A-Za-z]/.test(board.fen().split(' ')[0])) &&
      san_pattern(ours, { promoted: true, turn: turning_shogi.has(variant) }).test(theirs) },
  { name: 'piece turning over not written',
    why: 'in kyoto and micro shogi a piece turns over by the rules, not by choice: Varia\'s SAN, like its move ' +
         'text, does not write it; Fairy-Stockfish writes it as a promotion =L',
    explains: (variant, ours, theirs) => turning_shogi.has(variant) && san_pattern(ours, { turn: true }).test(theirs) },
];

/// Insufficient material: both must judge it alike (Varia's status insufficient_material, ffish's
/// isInsufficientMaterial) in every position with a legal move, but where material_exceptions
/// says why not; those are noted once per material.
function check_insufficient(variant, varia, board, ff_moves, moves, notes) {
  if (ff_moves.length === 0) return null; // mate or stalemate: Varia reports that first
  const v = varia.status === 'insufficient_material';
  const f = board.isInsufficientMaterial();
  if (v === f) return null;
  const material = [...varia.fen.split(' ')[0].replace(/[^A-Za-z]/g, '')].sort().join('');
  const exception = material_exceptions.get(variant);
  if (!exception || v || !exception[0].test(material))
    return { what: `insufficient material: Varia ${varia.status}, ffish isInsufficientMaterial ${f} (material ${material})` };
  const key = `${variant} ${material}`;
  if (!notes.has(key))
    notes.set(key, `${variant}: material ${material}: ffish judges it insufficient, Varia plays on: ${exception[1]}`);
  return null;
}

const tally = counts => Object.entries(counts).map(([k, n]) => `${k} ${n}`).join(', ');

async function main() {
  const o = parse_args(process.argv.slice(2));
  const ffish = await load_ffish(o.ffish);
  const known = ffish.variants().split(' ');
  const driver = new Driver(o.driver);
  let variants = o.replay ? [o.replay.variant] : o.variants;
  for (const v of variants ?? []) {
    if (!known.includes(v)) fatal(`ffish does not know the variant '${v}'`);
    if (known_differences.has(v)) console.log(`note: ${v} differs on purpose: ${known_differences.get(v)}`);
  }
  if (!variants) {
    variants = [];
    for (const v of known)
      if (!known_differences.has(v) && !(await driver.ask(v, [])).error) variants.push(v);
    console.log(`${variants.length} variants both know: ${variants.join(' ')}`);
  }
  const notes = new Map();
  const fen_seen = {};
  const san_seen = {};
  const started = Date.now();
  let failed = false;
  const summary = [];
  try {
    if (o.replay) {
      const s = await play_game(ffish, driver, o.replay.variant, 'replay', 0, 0, notes, {}, fen_seen, san_seen, o.replay.moves);
      const given = o.replay.moves.length;
      console.log(`replay: ${s.plies} of ${given} plies agreed` + (s.plies < given ? ` (the game ended: ${s.end})` : ''));
    }
    for (const variant of o.replay ? [] : variants) {
      const t0 = Date.now();
      const row = { variant, games: 0, positions: 0, ends: {}, draws: {}, kinds: {} };
      for (let g = 0; g < o.games; ++g) {
        const game = `run seed ${o.seed}, game ${g} of ${o.games}, --plies ${o.plies}`;
        const s = await play_game(ffish, driver, variant, game, game_seed(o.seed, variant, g), o.plies, notes, row.kinds, fen_seen, san_seen, null, g, o.san_games);
        row.games += 1;
        row.positions += s.plies + 1;
        row.ends[s.end] = (row.ends[s.end] ?? 0) + 1;
        for (const d of s.draws) row.draws[d] = (row.draws[d] ?? 0) + 1;
      }
      row.seconds = (Date.now() - t0) / 1000;
      summary.push(row);
    }
  } catch (e) {
    if (e.message !== 'disagreement') throw e;
    failed = true;
  } finally {
    driver.close();
  }
  for (const r of summary)
    console.log(`${r.variant.padEnd(10)} ${r.games} games, ${r.positions} positions compared, ` +
      `${r.seconds.toFixed(1)} s; ends: ${tally(r.ends)}` +
      (Object.keys(r.draws).length ? `; games with a Varia draw on the way (not compared): ${tally(r.draws)}` : '') +
      (Object.keys(r.kinds).length ? `\n${''.padEnd(11)}moves agreed through a notation mapping: ${tally(r.kinds)}` : ''));
  for (const [key, n] of Object.entries(fen_seen))
    console.log(`${key}: ${n} Fairy-Stockfish texts written otherwise than ffish (read back alike): ` +
                (fen_conventions.get(key.split(' ')[0]) ?? unwritten_state.get(key.split(' ')[0])?.[1]));
  for (const c of [...san_conventions, check_mark_convention]) {
    const rows = Object.entries(san_seen).filter(([key]) => key.endsWith(`: ${c.name}`));
    if (rows.length)
      console.log(`SAN written otherwise than ffish (${c.name}): ${rows.map(([k, n]) => `${k.split(':')[0]} ${n}`).join(', ')}: ${c.why}`);
  }
  if (notes.size) {
    console.log(`insufficient material judged differently on purpose (material_exceptions), ${notes.size} case(s):`);
    for (const n of notes.values()) console.log(`  ${n}`);
  }
  console.log(`${failed ? 'FAILED' : 'agreed'}: seed ${o.seed}, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exitCode = failed ? 1 : 0;
}

main().catch(e => fatal(e.stack ?? String(e)));
