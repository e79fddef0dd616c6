/**
 * Sokoban in PuzzleScript: the player pushes one crate at a time onto the
 * targets. Its rule moves one crate a turn and needs the player beside it,
 * so the count of crates off targets bounds the inputs left (bound.ts) and
 * A* is offered.
 */
export const SOKOBAN = `title Sokoban
author puzzlekit

========
OBJECTS
========

Background
lightgreen

Target
darkblue

Wall
brown

Player
black

Crate
orange

=======
LEGEND
=======

. = Background
# = Wall
p = Player
* = Crate
@ = Crate and Target
o = Target
q = Player and Target

=======
SOUNDS
=======

================
COLLISIONLAYERS
================

Background
Target
Player, Wall, Crate

======
RULES
======

[ > Player | Crate ] -> [ > Player | > Crate ]

==============
WINCONDITIONS
==============

all Crate on Target

=======
LEVELS
=======

message Two crates, two targets

######
#o...#
#.**.#
#.p..#
#o...#
######

message Three crates

#######
#o..#.#
#.*...#
#.#*#.#
#.o*.o#
#..p..#
#######
`;
