#!/usr/bin/env python3
"""Perft speed table: Varia (and, if given, Fairy-Stockfish) on the positions of docs/performance.md.

For each row it runs `varia perft` with bulk counting as a separate process, several times, and
prints the best whole-process time, the leaf count (checked against the row's published or
agreed number), nodes per second and, with --callgrind (needs valgrind), the instructions per
leaf of a shallower run with start-up taken off (the same run at depth 1 subtracted). With --fsf
DIR it runs Fairy-Stockfish's `go perft` on the same position in the same round (DIR holds the
binaries tools/build-fsf.sh writes: `fairy-stockfish` for 8x8 boards and
`fairy-stockfish-largeboards` for larger ones) and prints the ratio of the two times (above 1:
Varia is faster). Rounds alternate the two engines so that a busy machine slows both alike.

    python3 bench/perft_table.py                      # Varia alone, build/varia
    python3 bench/perft_table.py --callgrind          # with instructions per leaf
    python3 bench/perft_table.py --fsf /tmp/fsf-bin   # side by side
    python3 bench/perft_table.py --rows fide,shako --repeat 5

Exit status: 0, or 1 when a count differs from the expected one (a bug: no speed is worth
anything then), or 2 for a usage error.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import time

KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

# name, Varia variant, FEN (None: the variant's start), depth, leaves, callgrind depth,
# Fairy-Stockfish variant (None: Fairy-Stockfish does not play it or not this way), large board
# build. The leaf counts are published ones (tests/data/chess.json, fairy.json, cases/) or, for
# rows deeper than the published entries, the count both engines agree on. The seed variants run
# deeper than their published cases (Prisoner's Escape 5, Amphora 5, Asylum Chess 4), so that each
# run lasts a second or more and start-up counts for little: those counts are Varia's own.
ROWS = [
    ("fide", "chess", None, 6, 119060324, 4, "chess", False),
    ("fide-no-bulk", "chess/no-bulk", None, 6, 119060324, 4, None, False),
    ("kiwipete", "chess", KIWIPETE, 5, 193690690, 3, "chess", False),
    ("capablanca", "capablanca", None, 5, 28741319, 4, "capablanca", True),
    ("makruk", "makruk", None, 6, 142078049, 4, "makruk", False),
    ("shatranj", "shatranj", None, 6, 19864709, 4, "shatranj", False),
    ("knightmate", "knightmate", None, 6, 74568983, 4, "knightmate", False),
    ("shako", "shako", None, 5, 559582321, 3, "shako", True),
    ("grand", "grand", None, 4, 15921643, 3, "grand", True),
    ("tencubed", "tencubed", None, 4, 2906895, 3, "tencubed", True),
    ("xiangqi", "xiangqi", None, 5, 133312995, 4, "xiangqi", True),
    ("janggi", "janggi", None, 5, 35243995, 4, "janggi", True),
    ("shogi", "shogi", None, 5, 19861490, 4, "shogi", True),
    ("crazyhouse", "crazyhouse", None, 6, 120812942, 4, "crazyhouse", False),
    ("prisoners-escape", "prisoners-escape", None, 6, 287123292, 4, None, False),
    ("amphora", "amphora", None, 9, 34234612, 7, None, False),
    ("asylum-chess", "asylum-chess", None, 5, 208172956, 3, None, False),
    ("laser-chess", "laser-chess", None, 3, 212573798, 2, None, False),
]


def varia_command(varia, variant, fen, depth):
    """`varia perft` for a row; a variant written NAME/no-bulk plays every leaf (--no-bulk)."""
    name, _, mode = variant.partition("/")
    cmd = [varia, "perft", "--variant", name] + (["--no-bulk"] if mode == "no-bulk" else [])
    if fen:
        cmd += ["--fen", fen]
    return cmd + [str(depth)]


def run_varia(varia, variant, fen, depth):
    """Whole-process seconds and the leaf count of one `varia perft` run."""
    start = time.perf_counter()
    out = subprocess.run(varia_command(varia, variant, fen, depth), capture_output=True, text=True, check=True)
    seconds = time.perf_counter() - start
    match = re.search(r"^nodes (\d+)", out.stdout, re.M)
    if not match:
        raise RuntimeError("varia printed no node count: " + out.stdout + out.stderr)
    return seconds, int(match.group(1))


def run_fsf(binary, variant, fen, depth):
    """Whole-process seconds and the leaf count of one Fairy-Stockfish `go perft` run."""
    position = "position fen " + fen if fen else "position startpos"
    script = f"uci\nsetoption name UCI_Variant value {variant}\n{position}\ngo perft {depth}\nquit\n"
    start = time.perf_counter()
    out = subprocess.run([binary], input=script, capture_output=True, text=True, check=True)
    seconds = time.perf_counter() - start
    match = re.search(r"Nodes searched: (\d+)", out.stdout)
    if not match:
        raise RuntimeError(f"{binary} printed no node count for {variant}: " + out.stdout[-500:])
    return seconds, int(match.group(1))


def instructions(varia, variant, fen, depth):
    """Instructions per leaf of `varia perft DEPTH`, the run at depth 1 taken off (callgrind)."""
    counts = []
    for d in (1, depth):
        out = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"] +
                             varia_command(varia, variant, fen, d), capture_output=True, text=True, check=True)
        refs = re.search(r"refs:\s*([\d,]+)", out.stderr)
        nodes = re.search(r"^nodes (\d+)", out.stdout, re.M)
        if not refs or not nodes:
            raise RuntimeError("callgrind printed no count: " + out.stderr[-500:])
        counts.append((int(refs.group(1).replace(",", "")), int(nodes.group(1))))
    (i1, n1), (i2, n2) = counts
    return (i2 - i1) / (n2 - n1)


def short_name(function):
    """`varia::(anonymous namespace)::piece_moves<varia::Position>(...) [clone .lto_priv.0]` ->
    `piece_moves<Position>`: the function's own name, without namespaces or arguments."""
    name = re.sub(r"\s*\[clone [^]]*\]", "", function)
    depth, cut = 0, len(name)
    for i in range(len(name) - 1, -1, -1):  # the argument list is the last balanced (...)
        if name[i] == ")":
            depth += 1
        elif name[i] == "(":
            depth -= 1
            if depth == 0:
                cut = i
                break
    name = name[:cut]
    name = re.sub(r"\(anonymous namespace\)::", "", name)
    name = re.sub(r"\b(varia|std|attacks|variants|detail)::", "", name)
    angle, start = 0, 0
    for i, c in enumerate(name):  # drop a return type: text before the last space outside <...>
        angle += (c == "<") - (c == ">")
        if c == " " and angle == 0:
            start = i + 1
    return name[start:]


def top_functions(varia, variant, fen, depth, count):
    """The `count` functions with the most instructions of their own in `varia perft DEPTH`, with
    their share of the instructions; only the perft itself is counted (callgrind collects inside
    the library's perft functions, `varia::perft` and `varia::divide`), not the start-up."""
    profile_file = f"/tmp/varia-perft-table-{os.getpid()}.out"
    subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + profile_file,
                    "--toggle-collect=varia::perft(*", "--toggle-collect=varia::divide(*"] + varia_command(varia, variant, fen, depth),
                   capture_output=True, text=True, check=True)
    out = subprocess.run(["callgrind_annotate", profile_file], capture_output=True, text=True, check=True).stdout
    os.remove(profile_file)
    total = re.search(r"([\d,]+) \(100.0%\)\s+PROGRAM TOTALS", out)
    rows = []
    for line in out.splitlines():
        match = re.match(r"\s*([\d,]+) \(\s*([\d.]+)%\)\s+[^:]*:(.*?)(?: \[/.*\])?$", line)
        if match and "PROGRAM TOTALS" not in line:
            rows.append((float(match.group(2)), short_name(match.group(3))))
        if len(rows) == count:
            break
    if total is None or not rows:
        raise RuntimeError("callgrind counted nothing inside the perft: has `varia::perft` been renamed?")
    return rows


def millions(x):
    return f"{x / 1e6:.1f} M"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--varia", default="build/varia", help="the varia program (default: build/varia)")
    parser.add_argument("--fsf", metavar="DIR", help="directory with fairy-stockfish and fairy-stockfish-largeboards")
    parser.add_argument("--rows", help="comma-separated row names (default: all): " + ",".join(r[0] for r in ROWS))
    parser.add_argument("--repeat", type=int, default=3, help="runs per engine and row; the best is shown (default 3)")
    parser.add_argument("--callgrind", action="store_true", help="add instructions per leaf (valgrind)")
    parser.add_argument("--profile", type=int, metavar="N", default=0,
                        help="with --callgrind: after the table, the N functions with the most instructions per row")
    args = parser.parse_args()

    rows = ROWS
    if args.rows:
        wanted = args.rows.split(",")
        unknown = [w for w in wanted if w not in [r[0] for r in ROWS]]
        if unknown:
            parser.error("unknown row(s): " + ", ".join(unknown))
        rows = [r for r in ROWS if r[0] in wanted]
    if not os.access(args.varia, os.X_OK):
        parser.error(f"{args.varia} is not an executable; build it first (see docs/performance.md)")
    if args.callgrind and not shutil.which("valgrind"):
        parser.error("--callgrind needs valgrind")
    binaries = {}
    if args.fsf:
        for large, name in ((False, "fairy-stockfish"), (True, "fairy-stockfish-largeboards")):
            path = os.path.join(args.fsf, name)
            if not os.access(path, os.X_OK):
                parser.error(f"{path} is missing; tools/build-fsf.sh builds it")
            binaries[large] = path

    header = ["position", "depth", "nodes", "Varia s", "Varia nodes/s"]
    if args.callgrind:
        header.append("instr/leaf")
    if binaries:
        header += ["FSF s", "FSF nodes/s", "ratio"]
    print("| " + " | ".join(header) + " |")
    print("|" + "|".join("---" if i == 0 else "---:" for i in range(len(header))) + "|")
    failed = False
    profiles = []
    for name, variant, fen, depth, leaves, cg_depth, fsf_variant, large in rows:
        best, best_fsf = float("inf"), float("inf")
        for _ in range(args.repeat):
            seconds, nodes = run_varia(args.varia, variant, fen, depth)
            if nodes != leaves:
                print(f"{name}: Varia counts {nodes} leaves at depth {depth}, expected {leaves}", file=sys.stderr)
                failed = True
                break
            best = min(best, seconds)
            if binaries and fsf_variant:
                seconds, nodes = run_fsf(binaries[large], fsf_variant, fen, depth)
                if nodes != leaves:
                    print(f"{name}: Fairy-Stockfish counts {nodes}, expected {leaves}", file=sys.stderr)
                    failed = True
                    break
                best_fsf = min(best_fsf, seconds)
        if failed:
            continue
        cells = [name, str(depth), f"{leaves:,}", f"{best:.2f}", millions(leaves / best)]
        if args.callgrind:
            cells.append(f"{instructions(args.varia, variant, fen, cg_depth):,.0f} (d{cg_depth})")
            if args.profile:
                profiles.append((name, cg_depth, top_functions(args.varia, variant, fen, cg_depth, args.profile)))
        if binaries:
            if fsf_variant:
                cells += [f"{best_fsf:.2f}", millions(leaves / best_fsf), f"{best_fsf / best:.2f}"]
            else:
                cells += ["—", "—", "—"]
        print("| " + " | ".join(cells) + " |", flush=True)
    for name, depth, rows in profiles:
        print(f"\n{name} (perft {depth}): " +
              "; ".join(f"{function} {share:.1f}%" for share, function in rows))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
