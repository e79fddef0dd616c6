/**
 * A 2x3 sliding-tile board in PuzzleScript: the blank is the player and
 * trades places with the tile it moves onto. Each cell's letter says which
 * tile starts there and which tile belongs there.
 */
export const SLIDING_TILES = `title Sliding tiles 2x3
author puzzlekit

========
OBJECTS
========

Background
gray

G1
gray
G2
gray
G3
gray
G4
gray
G5
gray
G0
gray

T1
blue
T2
red
T3
green
T4
orange
T5
purple

Blank
black

=======
LEGEND
=======

Player = Blank
Tile = T1 or T2 or T3 or T4 or T5
a = T4 and G1
b = T1 and G2
c = T2 and G3
d = T5 and G4
e = Blank and G5
f = T3 and G0

=======
SOUNDS
=======

================
COLLISIONLAYERS
================

Background
G1, G2, G3, G4, G5, G0
Blank, Tile

======
RULES
======

[ > Blank | Tile ] -> [ Tile | Blank ]

==============
WINCONDITIONS
==============

all T1 on G1
all T2 on G2
all T3 on G3
all T4 on G4
all T5 on G5

=======
LEVELS
=======

abc
def
`;
