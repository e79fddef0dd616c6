/**
 * Lights Out in PuzzleScript: a cursor walks the board, and action presses
 * the light under it, which toggles it and its four neighbours. A 3x3 board
 * and the classic 5x5 with every light on (15 presses at best; the inputs
 * also count the cursor's steps).
 */
export const LIGHTS_OUT = `title Lights Out
author puzzlekit
homepage github.com/puzzlekit

========
OBJECTS
========

Background
black

Light
yellow
.....
.000.
.000.
.000.
.....

Wall
darkblue

Press
transparent

Flip
transparent

Player
white
00000
0...0
0...0
0...0
00000

=======
LEGEND
=======

. = Background
# = Wall
* = Light
@ = Player and Light
o = Player

=======
SOUNDS
=======

================
COLLISIONLAYERS
================

Background
Light
Press
Flip
Player, Wall

======
RULES
======

[ action Player ] -> [ Player Press Flip ]
[ Press | no Wall ] -> [ Press | Flip ]
[ Press ] -> [ ]
[ Flip Light ] -> [ ]
[ Flip no Light ] -> [ Light ]

==============
WINCONDITIONS
==============

no Light

=======
LEVELS
=======

message Three by three, every light on

#####
#***#
#*@*#
#***#
#####

message The classic: five by five, every light on

#######
#*****#
#*****#
#**@**#
#*****#
#*****#
#######
`;
