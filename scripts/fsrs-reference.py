#!/usr/bin/env python3
"""Replays review histories through py-fsrs, the reference FSRS-6 scheduler, for ReviewTests.

Reads {"histories": [[{"rating": 1-4, "at": unix_seconds}, ...], ...]} on stdin, with optional
"relearning_steps" (seconds) and "desired_retention", and writes, for each history, the state
after each review: [[{"stability", "difficulty", "due", "state", "step"}, ...], ...].
The scheduler is set as Trivium's is: no learning steps, no fuzz, FSRS-6 default weights;
relearning steps none and retention 0.9 unless given.
"""
import json
import sys
from datetime import datetime, timedelta, timezone

from fsrs import Card, Rating, Scheduler

given = json.load(sys.stdin)
scheduler = Scheduler(
    learning_steps=(),
    relearning_steps=tuple(timedelta(seconds=s) for s in given.get("relearning_steps", [])),
    desired_retention=given.get("desired_retention", 0.9),
    enable_fuzzing=False,
)
out = []
for history in given["histories"]:
    card = Card()
    states = []
    for review in history:
        when = datetime.fromtimestamp(review["at"], timezone.utc)
        card, _ = scheduler.review_card(card, Rating(review["rating"]), review_datetime=when)
        states.append({
            "stability": card.stability,
            "difficulty": card.difficulty,
            "due": int(card.due.timestamp()),
            "state": card.state.name,
            "step": card.step,
        })
    out.append(states)
json.dump(out, sys.stdout)
