/**
 * The frog swap in PuzzleScript: frogs on the left hop right, frogs on the
 * right hop left, one free pad between. The free pad is the player: left
 * or right brings in the frog beside it (if it faces the pad), up or down
 * the frog two pads away, jumping the frog between. Goal marks lie
 * where each kind of frog ends.
 */
export const FROG_SWAP = `title Frog swap
author puzzlekit

========
OBJECTS
========

Background
lightgreen

LGoal
green

RGoal
darkgreen

LFrog
green black
.....
.000.
.010.
.000.
.....

RFrog
brown black
.....
.000.
.010.
.000.
.....

Pad
lightblue

=======
LEGEND
=======

Player = Pad
Frog = LFrog or RFrog
l = LFrog and RGoal
r = RFrog and LGoal
_ = Pad
m = Pad and RGoal
q = RFrog

=======
SOUNDS
=======

================
COLLISIONLAYERS
================

Background
LGoal, RGoal
Pad, LFrog, RFrog

======
RULES
======

left [ > Pad | LFrog ] -> [ LFrog | Pad ]
right [ > Pad | RFrog ] -> [ RFrog | Pad ]
left [ up Pad | Frog | LFrog ] -> [ LFrog | Frog | Pad ]
right [ down Pad | Frog | RFrog ] -> [ RFrog | Frog | Pad ]
[ moving Pad ] -> [ Pad ]

==============
WINCONDITIONS
==============

all LFrog on LGoal
all RFrog on RGoal

=======
LEVELS
=======

lll_rrr

llmqrr

lmqr
`;
