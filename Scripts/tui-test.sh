#!/usr/bin/env bash
# Drives the real reorder-tui inside a detached tmux session: a keyboard reorder (pick up, move,
# section move, cancel, page move), a mouse long-press drag, an auto-scrolling mouse drag, a
# window resize, the grid mode, multi-item selection (s and a plain click) and a block drag, the
# board mode (keyboard moves between lanes, a mouse drag between lanes, a lane moved by its
# header, board and lane auto-scroll, multi-card selection and a block across lanes), and the
# terminal's restoration after q, SIGINT and SIGTERM. Reads the screen
# with capture-pane and the final order from --dump-order, and checks exact text.
# Exits non-zero on the first mismatch; always removes its tmux server.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v tmux >/dev/null 2>&1; then
  echo "tui-test: installing tmux"
  if [ "$(id -u)" -eq 0 ]; then
    apt-get update -qq && apt-get install -y -qq tmux >/dev/null
  else
    sudo apt-get update -qq && sudo apt-get install -y -qq tmux >/dev/null
  fi
fi

swift build --product reorder-tui >/dev/null
bin="$(swift build --product reorder-tui --show-bin-path)/reorder-tui"

tmp=$(mktemp -d)
sock="reorder-tui-test-$$"
T() { tmux -L "$sock" "$@"; }
cleanup() {
  T kill-server >/dev/null 2>&1 || true
  rm -f "${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/$sock"
  rm -rf "$tmp"
}
trap cleanup EXIT

fail() {
  echo "tui-test: FAIL: $*" >&2
  local w
  for w in $(T list-windows -t main -F '#W' 2>/dev/null); do
    echo "--- window $w ---" >&2
    T capture-pane -p -t "main:$w" >&2 2>/dev/null || true
  done
  exit 1
}
screen() { T capture-pane -p -t "${1:-main}"; }
status_line() { row main last; }

# Waits (polling every 0.05 s, at most $2 seconds, default 5) until the screen contains $1.
wait_for() {
  shows() { screen | grep -qF -- "$1"; }
  poll "${2:-5}" shows "$1" || fail "waited ${2:-5}s for: $1"
}

# Waits until the status line is exactly $1.
wait_status() {
  wait_for "$1" "${2:-5}"
  [ "$(status_line)" = "$1" ] || fail "status is '$(status_line)', expected '$1'"
}

# Sends the keys after $3 to window $1, then waits until its row $2 ("last": the status line)
# is exactly $3.
press_to() {
  T send-keys -t "$1" "${@:4}"
  wait_row "$1" "$2" "$3"
}
press() { press_to main last "$@"; } # keys after $1 to the first window; then status $1

# Sends an SGR mouse report: button code, column, row (1-based), M (press/motion) or m.
mouse() { mouse_to main "$@"; }

# The 1-based screen row whose text is exactly "    $1" (an item row).
row_of() {
  local n
  n=$(screen | grep -nx -- " *[>*]\{0,1\} *$1 *\**" | head -n 1 | cut -d: -f1)
  [ -n "$n" ] || fail "no row shows $1"
  echo "$n"
}

# Rows 2.. of the screen, item labels only, in order (the floating copy's label included).
labels() { screen | sed -n '2,$p' | grep -o '^ *[>*]\{0,1\} *[A-C][0-9]\{1,2\}' | grep -o '[A-C][0-9]*' | tr '\n' ' '; }

# Polls every 0.05 s, for at most $1 seconds, until the command after it succeeds; returns 1 if
# it never does.
poll() {
  local limit=$1 tries i
  shift
  tries=$(awk "BEGIN { print int($limit / 0.05) }")
  for ((i = 0; i < tries; i++)); do
    "$@" && return 0
    sleep 0.05
  done
  return 1
}

# Row $2 of window $1 ("last": its last row), trailing blanks removed.
row() {
  if [ "$2" = last ]; then screen "$1" | tail -n 1 | sed 's/ *$//'; else screen "$1" | sed -n "$2p" | sed 's/ *$//'; fi
}
row_is() { [ "$(row "$1" "$2")" = "$3" ]; }

# Waits (at most $4 seconds, default 5) until row $2 of window $1 is exactly $3.
wait_row() {
  poll "${4:-5}" row_is "$1" "$2" "$3" || fail "${1#main:}: row $2 is '$(row "$1" "$2")', expected '$3'"
}

# Waits until window $1 shows its first list (the program has started).
wait_started() {
  started() { screen "$1" | grep -qF "== Section A =="; }
  poll 5 started "$1" || fail "${1#main:}: did not start"
}

# Sends window $1 an SGR mouse report: button code, column, row (1-based), M (press/motion) or m.
mouse_to() {
  local bytes
  bytes=$(printf '\033[<%s;%s;%s%s' "$2" "$3" "$4" "$5" | od -An -tx1)
  # shellcheck disable=SC2086
  T send-keys -t "$1" -H $bytes
}

# Waits until the program wrote its order to $1 on exit, then checks it is exactly $2 ($3 names
# the check).
check_order() {
  poll 5 test -s "$1" || fail "$3: no order written on exit"
  [ "$(cat "$1")" = "$2" ] || {
    diff <(echo "$2") "$1" >&2 || true
    fail "$3"
  }
}

# Quits window $1 (q), waits for the order it writes to $2, and checks that its first line starts
# with exactly the words of $3.
quit_with_first_line() {
  T send-keys -t "$1" q
  poll 5 test -s "$2" || fail "${1#main:}: no order written on exit"
  local words
  words=$(wc -w <<<"$3")
  [ "$(head -n 1 "$2" | cut -d' ' -f1-"$words")" = "$3" ] || fail "${1#main:} order: $(head -n 1 "$2")"
}

T new-session -d -s main -x 60 -y 20 "$bin --dump-order $tmp/order.txt"
# Waits (at most 5 s) until the file $1 has something in it (an order dumped at exit).
wait_file() { poll 5 test -s "$1" || fail "no order written to $1 on exit"; }

# Keeps the session (and the server) alive once the program under test has quit.
T new-window -d -t main -n keep "sleep 300"
wait_for "== Section A =="
[ "$(screen | sed -n 2p | sed 's/ *$//')" = "== Section A ==" ] || fail "header row"
[ "$(screen | sed -n 3p | sed 's/ *$//')" = "  > A1" ] || fail "focus on A1"

# 1. Keyboard: A1 down two positions.
press "Picked up A1, position 1 of 30 in Section A" Space
press "Moved to position 2 of 30 in Section A" Down
press "Moved to position 3 of 30 in Section A" Down
press "Dropped A1 at position 3 of 30 in Section A" Space
[ "$(labels | cut -d' ' -f1-5)" = "A2 A3 A1 A4 A5" ] || fail "order after keyboard move: $(labels)"
echo "tui-test: keyboard move ok"

# 2. Keyboard: next section, End, then Escape cancels everything.
press "Moved to position 1 of 31 in Section B" Space ']'
press "Moved to position 31 of 31 in Section B" End
press "Cancelled, A1 is back at position 3 of 30 in Section A" Escape
wait_for "  > A1"
T send-keys -t main Home
wait_for "  > A2"
[ "$(labels | cut -d' ' -f1-5)" = "A2 A3 A1 A4 A5" ] || fail "order after cancel: $(labels)"
T send-keys -t main Down Down
wait_for "  > A1"
echo "tui-test: section move and cancel ok"

# 3. Keyboard: PageDown moves one visible page (18 rows), then drop.
press "Moved to position 21 of 30 in Section A" Space PageDown
press "Dropped A1 at position 21 of 30 in Section A" Enter
T send-keys -t main Home
wait_for "  > A2"
[ "$(screen | sed -n 2p | sed 's/ *$//')" = "== Section A ==" ] || fail "Home did not scroll back"
echo "tui-test: page move ok"

# 4. Mouse: long press on A5, drag it row by row onto A8, release.
from=$(row_of A5)
to=$(row_of A8)
mouse 0 6 "$from" M
wait_status "Picked up A5, position 4 of 30 in Section A"
for ((r = from + 1; r <= to; r++)); do mouse 32 6 "$r" M; done
wait_status "Moved to position 7 of 30 in Section A"
mouse 0 6 "$to" m
wait_status "Dropped A5 at position 7 of 30 in Section A"
[ "$(labels | cut -d' ' -f1-8)" = "A2 A3 A4 A6 A7 A8 A5 A9" ] || fail "order after mouse drag: $(labels)"
echo "tui-test: mouse long-press drag ok"

# 5. Mouse: a drag held on the bottom edge auto-scrolls; it lands where it is released.
from=$(row_of A2)
mouse 0 6 "$from" M
wait_status "Picked up A2, position 1 of 30 in Section A"
mouse 32 6 20 M
wait_for "    B3" 10
mouse 32 6 19 M
sleep 0.1
mouse 0 6 19 m
wait_for "Dropped A2 at position"
dropped=$(status_line)
[[ "$dropped" =~ ^Dropped\ A2\ at\ position\ ([0-9]+)\ of\ ([0-9]+)\ in\ Section\ ([ABC])$ ]] ||
  fail "unexpected drop after auto-scroll: $dropped"
position=${BASH_REMATCH[1]} section=${BASH_REMATCH[3]}
echo "tui-test: auto-scroll drag ok ($dropped)"

# 6. Resize: the screen follows the window.
T resize-window -t main -x 50 -y 12
redrawn() { [ "$(screen | wc -l)" -eq 12 ] && [ "$(status_line)" = "$dropped" ]; }
poll 5 redrawn || fail "no redraw after resize"
echo "tui-test: resize ok"

# 7. q quits and writes the order; check it exactly.
T send-keys -t main q
a=(A3 A4 A6 A7 A8 A5 A9 A10 A11 A12 A13 A14 A15 A16 A17 A18 A19 A20 A21 A1 A22 A23 A24 A25
  A26 A27 A28 A29 A30)
b=()
for i in $(seq 1 30); do b+=("B$i"); done
c=()
for i in $(seq 1 30); do c+=("C$i"); done
case "$section" in
  A) a=("${a[@]:0:position-1}" A2 "${a[@]:position-1}") ;;
  B) b=("${b[@]:0:position-1}" A2 "${b[@]:position-1}") ;;
  C) c=("${c[@]:0:position-1}" A2 "${c[@]:position-1}") ;;
esac
expected=$(printf 'Section A: %s\nSection B: %s\nSection C: %s' "${a[*]}" "${b[*]}" "${c[*]}")
check_order "$tmp/order.txt" "$expected" "final order"
echo "tui-test: final order ok"

# 8. Grid mode (g): arrows move by row and by cell; a mouse drag moves a cell onto another.
# At 60 columns a row holds 10 cells of 5 with one blank column between them.
T new-window -d -t main -n grid "$bin --dump-order $tmp/grid-order.txt"
wait_started main:grid
T send-keys -t main:grid g
grid_status() { wait_row main:grid last "$1"; } # the grid window's status line is exactly $1
grid_press() { press_to main:grid last "$@"; } # keys after $1 to the grid; then status $1
grid_status "Grid mode (g: back to the list)"
grid_press "Moved to position 11 of 30 in Section A" Space Down
grid_press "Moved to position 12 of 30 in Section A" Right
grid_press "Dropped A1 at position 12 of 30 in Section A" Space
row3=$(row main:grid 3)
row4=$(row main:grid 4)
[ "$row3" = " A2    A3    A4    A5    A6    A7    A8    A9    A10   A11" ] || fail "grid row 1: '$row3'"
[ "$row4" = " A12  >A1    A13   A14   A15   A16   A17   A18   A19   A20" ] || fail "grid row 2: '$row4'"
# Long press on A4 (row 3, cells 12..16), drag it onto A14's cell (row 4, cells 18..22).
mouse_to main:grid 0 14 3 M
grid_status "Picked up A4, position 3 of 30 in Section A"
mouse_to main:grid 32 20 4 M
grid_status "Moved to position 14 of 30 in Section A"
mouse_to main:grid 0 20 4 m
grid_status "Dropped A4 at position 14 of 30 in Section A"
quit_with_first_line main:grid "$tmp/grid-order.txt" \
  "Section A: A2 A3 A5 A6 A7 A8 A9 A10 A11 A12 A1 A13 A14 A4 A15"
echo "tui-test: grid mode ok"

# 10. Board mode (--board): lanes are columns 24 wide and 2 apart (Section A at columns 1-24,
# B at 27-50, C at 53-76), a header row "Title :offset" on row 2, one card per row below; at 52
# columns Section C starts off-screen and the board scrolls sideways.
T new-window -d -t main -n board "$bin --board --dump-order $tmp/board-order.txt"
T resize-window -t main:board -x 52 -y 14
bwin=board # the board window the helpers below read and drive
bscreen() { screen "main:$bwin"; }
bline() { row "main:$bwin" "$1"; }
# Waits (at most $2 seconds, default 5) until the board's status line (row 14) is exactly $1.
board_status() { wait_row "main:$bwin" 14 "$1" "${2:-5}"; }
board_line() { wait_row "main:$bwin" "$1" "$2"; } # row $1 of the board window is exactly $2
bmouse() { mouse_to "main:$bwin" "$@"; }
board_press() { press_to "main:$bwin" 14 "$@"; } # keys after $1 to the board; then status $1
board_line 2 "Section A :0              Section B :0"
board_line 3 "$(printf '%-26s%s' "  > A1" "    B1")"
# 10a. Keyboard: Right carries A1 to the next lane, Escape brings it back; then Right, Left,
# Right and Space drop it at the top of Section B.
board_press "Picked up A1, position 1 of 30 in Section A" Space
board_press "Moved to position 1 of 31 in Section B" Right
board_press "Cancelled, A1 is back at position 1 of 30 in Section" Escape
board_press "Moved to position 1 of 31 in Section B" Space Right
board_press "Moved to position 1 of 30 in Section A" Left
board_press "Dropped A1 at position 1 of 31 in Section B" Right Space
board_line 3 "$(printf '%-26s%s' "    A2" "  > A1")"
echo "tui-test: board keyboard left/right ok"
# 10b. Mouse: long press on A2 (row 3), drag it into Section B's fourth row, release.
bmouse 0 5 3 M
board_status "Picked up A2, position 1 of 29 in Section A"
bmouse 32 30 6 M
board_status "Moved to position 4 of 32 in Section B"
bmouse 0 30 6 m
board_status "Dropped A2 at position 4 of 32 in Section B"
lane_b=$(bscreen | sed -n '3,6p' | cut -c27-50 | tr -s ' \n' ' ' | sed 's/^ //; s/ $//')
[ "$lane_b" = "A1 B1 B2 > A2" ] || fail "board: Section B after the mouse drag: '$lane_b'"
echo "tui-test: board mouse drag between lanes ok"
# 10c. A long press on Section A's header lifts the lane; it swaps with Section B.
bmouse 0 5 2 M
board_status "Picked up lane Section A, 1 of 3"
bmouse 32 30 2 M
board_status "Moved lane Section A to 2 of 3"
bmouse 0 30 2 m
board_status "Dropped lane Section A at 2 of 3"
board_line 2 "Section B :0              Section A :0"
echo "tui-test: board lane move by its header ok"
# 10d. Board auto-scroll: B1 held on the right edge; the board scrolls until Section C (off-screen
# at first) is under the still pointer and takes the card; the board stops at its end (24).
bmouse 0 5 4 M
board_status "Picked up B1, position 2 of 32 in Section B"
bmouse 32 52 6 M
board_status "Moved to position 4 of 31 in Section C" 10
board_line 2 "  Section A :0              Section C :0"
bmouse 0 52 6 m
board_status "Dropped B1 at position 4 of 31 in Section C"
echo "tui-test: board auto-scroll to an off-screen lane ok"
# 10e. Lane auto-scroll: C6 held below Section C's last visible row scrolls that lane; Escape
# cancels the drag (C6 goes back) and the lane keeps its offset.
bmouse 0 32 9 M
board_status "Picked up C6, position 7 of 31 in Section C"
bmouse 32 32 14 M
lane_scrolled() { bline 2 | grep -q 'Section C :[1-9]'; }
poll 5 lane_scrolled || fail "board: Section C did not scroll: $(bline 2)"
T send-keys -t main:board Escape
bmouse 0 32 14 m
board_status "Cancelled, C6 is back at position 7 of 31 in Section"
bline 2 | grep -q '^  Section A :0  *Section C :[1-9]' || fail "board: lane offsets: $(bline 2)"
echo "tui-test: board lane auto-scroll ok ($(bline 2 | sed 's/  */ /g; s/^ //'))"
# 10f. Keyboard lane move: l lifts the focused card's lane (Section C), Left and Space put it
# second.
board_press "Picked up lane Section C, 3 of 3" l
board_press "Moved lane Section C to 2 of 3" Left
board_press "Dropped lane Section C at 2 of 3" Space
echo "tui-test: board keyboard lane move ok"
T send-keys -t main:board q
lb="Section B: A1 B2 A2"
for i in $(seq 3 30); do lb+=" B$i"; done
la="Section A:"
for i in $(seq 3 30); do la+=" A$i"; done
lc="Section C: C1 C2 C3 B1"
for i in $(seq 4 30); do lc+=" C$i"; done
check_order "$tmp/board-order.txt" "$(printf '%s\n%s\n%s' "$lb" "$lc" "$la")" "board order"
echo "tui-test: board mode ok"

# 11. Multi-item drag: s selects the focused A1, a plain click (not a long press) selects A3;
# selected rows are marked with "+"; a long press on A1 lifts both, the mouse drags the block
# down three rows, and the drop puts A1 A3 together after A4 (the block takes two rows).
T new-window -d -t main -n multi "$bin --dump-order $tmp/multi-order.txt"
multi_status() { wait_row main:multi last "$1"; } # the multi window's status line is exactly $1
multi_mouse() { mouse_to main:multi "$@"; } # button code, column, row, M or m
wait_started main:multi
T send-keys -t main:multi s
multi_status "Selected A1, position 1 of 30 in Section A, 1 item selected"
multi_mouse 0 6 5 M
multi_mouse 0 6 5 m
multi_status "Selected A3, position 3 of 30 in Section A, 2 items selected"
[ "$(screen main:multi | sed -n 3,5p | sed 's/ *$//' | tr '\n' '|')" = "   +A1|    A2|  >+A3|" ] ||
  fail "multi: selected rows not marked: $(screen main:multi | sed -n 3,5p | tr '\n' '|')"
multi_mouse 0 6 3 M
multi_status "Picked up 2 items"
for r in 4 5 6; do multi_mouse 32 6 "$r" M; done
sleep 0.2
multi_mouse 0 6 6 m
multi_status "Dropped 2 items at position 3 of 30 in Section A"
quit_with_first_line main:multi "$tmp/multi-order.txt" "Section A: A2 A4 A1 A3 A5 A6 A7"
echo "tui-test: multi-item select and block drag ok"

# 12. Board multi-card drag (80 columns: all three lanes show). s selects the focused A1, a plain
# click selects B2 (selected cards are marked "+"); a long press on A1 lifts both (the floating
# card shows "+1" for the other), the mouse drags the block to Section B's fourth row, and the
# drop puts A1 B2 together there. Then the keyboard: s on B5 and B6, Space lifts both, Left and
# Space drop them at the top of Section A.
bwin=bsel
T new-window -d -t main -n bsel "$bin --board --dump-order $tmp/bsel-order.txt"
T resize-window -t main:bsel -x 80 -y 14
board_line 2 "Section A :0              Section B :0              Section C :0"
T send-keys -t main:bsel s
board_status "Selected A1, position 1 of 30 in Section A, 1 item selected"
bmouse 0 30 4 M
bmouse 0 30 4 m
board_status "Selected B2, position 2 of 30 in Section B, 2 items selected"
board_line 3 "$(printf '%-26s%-26s%s' "   +A1" "    B1" "    C1")"
board_line 4 "$(printf '%-26s%-26s%s' "    A2" "  >+B2" "    C2")"
bmouse 0 5 3 M
board_status "Picked up 2 items"
board_line 3 "$(printf '%-26s%-26s%s' "  * A1 * +1" "    B1" "    C1")"
bmouse 32 30 5 M
bmouse 32 30 7 M
board_line 6 "$(printf '%-26s%-26s%s' "    A5" "    ." "    C4")"
board_line 7 "$(printf '%-27s%-29s%s' "    A6" "* A1 * +1" "C5")"
bmouse 0 30 7 m
board_status "Dropped 2 items at position 4 of 31 in Section B"
lane_b=$(bscreen | sed -n '3,8p' | cut -c27-52 | tr -s ' \n' ' ' | sed 's/^ //; s/ $//')
[ "$lane_b" = "B1 B3 B4 > A1 B2 B5" ] || fail "board multi: Section B after the drop: '$lane_b'"
T send-keys -t main:bsel Down Down s Down s
board_status "Selected B6, position 7 of 31 in Section B, 2 items selected"
T send-keys -t main:bsel Space
board_status "Picked up 2 items"
T send-keys -t main:bsel Left Up Up Up Up Up Up
T send-keys -t main:bsel Space
board_status "Dropped 2 items at position 1 of 31 in Section A"
T send-keys -t main:bsel q
wait_file "$tmp/bsel-order.txt"
first_two=$(head -n 2 "$tmp/bsel-order.txt" | tr '\n' '|')
[ "$first_two" = "Section A: B5 B6 $(seq -f 'A%g' -s ' ' 2 30)|Section B: B1 B3 B4 A1 B2 $(seq -f 'B%g' -s ' ' 7 30)|" ] ||
  fail "board multi order: $first_two"
echo "tui-test: board multi-card select and block drag ok"

# 9. The terminal is restored after q, SIGINT and SIGTERM: mouse reporting and the alternate
# screen off, the cursor shown, canonical mode and echo back on.
check_restored() { # $1: window name, $2: what ended it
  local w=$1
  poll 5 test -s "$tmp/stty-$w.txt" || fail "$2: the program did not exit"
  local flags
  flags=$(T display -p -t "main:$w" '#{alternate_on} #{mouse_sgr_flag} #{mouse_any_flag} #{cursor_flag}')
  [ "$flags" = "0 0 0 1" ] || fail "$2: terminal modes not restored ($flags)"
  grep -qE '(^| )icanon( |$)' "$tmp/stty-$w.txt" && grep -qE '(^| )echo( |$)' "$tmp/stty-$w.txt" ||
    fail "$2: termios not restored"
}
for way in q INT TERM; do
  T new-window -d -t main -n "$way" "sh -c '$bin; stty -a > $tmp/stty-$way.txt; sleep 60'"
  wait_started "main:$way"
  if [ "$way" = q ]; then
    T send-keys -t "main:$way" q
  else
    shell=$(T display -p -t "main:$way" '#{pane_pid}')
    child=$(ps -o pid= --ppid "$shell" | tr -d ' ')
    kill -s "$way" "$child"
  fi
  check_restored "$way" "$way"
done
echo "tui-test: terminal restored after q, SIGINT and SIGTERM"

# 13. Ctrl+Space (the terminal sends a NUL byte) toggles the focused item's selection like s:
# A1 and A3 selected from the keyboard, Space lifts both, two Downs and Space drop the block
# after A5.
T new-window -d -t main -n csel "$bin --dump-order $tmp/csel-order.txt"
csel_status() { wait_row main:csel last "$1"; } # the csel window's status line is exactly $1
wait_started main:csel
T send-keys -t main:csel -H 00
csel_status "Selected A1, position 1 of 30 in Section A, 1 item selected"
T send-keys -t main:csel Down Down C-Space
csel_status "Selected A3, position 3 of 30 in Section A, 2 items selected"
T send-keys -t main:csel Space
csel_status "Picked up 2 items, position 2 of 30 in Section A"
T send-keys -t main:csel Down Down Space
csel_status "Dropped 2 items at position 4 of 30 in Section A"
quit_with_first_line main:csel "$tmp/csel-order.txt" "Section A: A2 A4 A5 A1 A3 A6 A7"
echo "tui-test: Ctrl+Space selection and keyboard block drop ok"
echo "tui-test: all passed"
