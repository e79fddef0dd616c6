/**
 * The coin swap of the Korean write-up in PuzzleScript (the native `coins`
 * backend's jump rule): a pair of touching coins with different faces jumps,
 * left or right, over the run of coins beside it into the two cells just past
 * that run, which must be free; the goal is every A on one side of every B.
 *
 * The player is a cursor on the pair's left coin: left and right move it, up
 * jumps the pair to the left, down to the right. So the inputs count the
 * cursor's steps too; the jumps alone are the native backend's moves.
 *
 * The native line has no ends and is taken up to translation, its width
 * (leftmost coin to rightmost) capped at a span. Here the board is span + 4
 * cells wide, and after every jump the coins shift (by movements, over
 * `again` turns) until the leftmost stands in the third column (two free
 * columns for a jump to the left), so a position is the native state (and
 * the cursor); a jump that would make the line wider than the span is
 * cancelled. The row under the coins marks the columns (C0, C1, C2 the
 * first three, E0 to E3 the last four, from column `span` on) and keeps the
 * cursor in the coins' row.
 */

/** Two levels: ABABA with a span of 9, and with 15 (the native default). */
export const COIN_SWAP = `title Coin swap
author puzzlekit
run_rules_on_level_start

========
OBJECTS
========

Background
white

A
orange black
.....
.000.
.010.
.000.
.....

B
gray black
.....
.000.
.0.0.
.000.
.....

Cursor
blue
00000
0...0
0...0
0...0
00000

ScanRAB
transparent

ScanRBA
transparent

ScanLAB
transparent

ScanLBA
transparent

FlagAB
transparent

FlagBA
transparent

Sorted
transparent

C0
lightgray

C1
lightgray

C2
lightgray

Col
lightgray

E0
lightgray

E1
lightgray

E2
lightgray

E3
lightgray

=======
LEGEND
=======

Player = Cursor
Coin = A or B
Scan = ScanRAB or ScanRBA or ScanLAB or ScanLBA
Mark = C0 or C1 or C2 or Col or E0 or E1 or E2 or E3
Wide0 = E0 or E1 or E2 or E3
Wide1 = E1 or E2 or E3
Wide2 = E2 or E3
. = Background
a = A
b = B
q = Cursor and A
0 = C0
1 = C1
2 = C2
- = Col
6 = E0
7 = E1
8 = E2
9 = E3

=======
SOUNDS
=======

================
COLLISIONLAYERS
================

Background
A, B
Scan
FlagAB
FlagBA
Sorted
Cursor, Mark

======
RULES
======

(The flags of the last turn go; late rules set them again.)
[ FlagAB ] -> [ ]
[ FlagBA ] -> [ ]
[ Sorted ] -> [ ]

(A jump to the right: the pair leaves, a scanner runs to the end of the run beside it, the pair lands past it.)
right [ down Player A | B | Coin ] -> [ Player | | Coin ScanRAB ]
right [ down Player B | A | Coin ] -> [ Player | | Coin ScanRBA ]
right [ ScanRAB Coin | Coin ] -> [ Coin | ScanRAB Coin ]
right [ ScanRBA Coin | Coin ] -> [ Coin | ScanRBA Coin ]
right [ ScanRAB Coin | no Coin | no Coin ] -> [ Coin | A | B ]
right [ ScanRBA Coin | no Coin | no Coin ] -> [ Coin | B | A ]

(A jump to the left, the same way round.)
right [ Coin | up Player A | B ] -> [ Coin ScanLAB | Player | ]
right [ Coin | up Player B | A ] -> [ Coin ScanLBA | Player | ]
left [ ScanLAB Coin | Coin ] -> [ Coin | ScanLAB Coin ]
left [ ScanLBA Coin | Coin ] -> [ Coin | ScanLBA Coin ]
left [ ScanLAB Coin | no Coin | no Coin ] -> [ Coin | B | A ]
left [ ScanLBA Coin | no Coin | no Coin ] -> [ Coin | A | B ]

(No room past the run: no jump.)
[ Scan ] -> cancel
[ up Player ] -> [ Player ]
[ down Player ] -> [ Player ]

(Again turns: the coins shift until the leftmost stands in column 3.)
down [ Coin | C0 ] [ Coin ] -> [ Coin | C0 ] [ right Coin ]
down [ Coin | C1 ] [ Coin ] -> [ Coin | C1 ] [ right Coin ]
down [ no Coin | C0 ] [ no Coin | C1 ] [ no Coin | C2 ] [ Coin ] -> [ | C0 ] [ | C1 ] [ | C2 ] [ left Coin ]

(Wider than the span: the jump is cancelled.)
late down [ Coin | C0 ] [ Coin | Wide0 ] -> cancel
late down [ Coin | C1 ] [ Coin | Wide1 ] -> cancel
late down [ Coin | C2 ] [ Coin | Wide2 ] -> cancel

late down [ Coin | C0 ] -> again
late down [ Coin | C1 ] -> again
late down [ no Coin | C0 ] [ no Coin | C1 ] [ no Coin | C2 ] [ Coin ] -> again

(Sorted: not both an A somewhere left of a B and a B somewhere left of an A.)
late right [ A | ... | B ] [ C0 ] -> [ A | ... | B ] [ C0 FlagAB ]
late right [ B | ... | A ] [ C0 ] -> [ B | ... | A ] [ C0 FlagBA ]
late [ C0 no FlagAB ] -> [ C0 Sorted ]
late [ C0 no FlagBA ] -> [ C0 Sorted ]

==============
WINCONDITIONS
==============

some Sorted

=======
LEVELS
=======

message ABABA, the line at most 9 cells wide

..qbaba......
012------6789

message ABABA, the line at most 15 cells wide (the native default span)

..qbaba............
012------------6789
`;
