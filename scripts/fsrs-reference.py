#!/usr/bin/env python3
"""Replays review histories through py-fsrs, the reference FSRS-6 scheduler, for ReviewTests.

Reads {"histories": [[{"rating": 1-4, "at": unix_seconds}, ...], ...]} on stdin and writes, for each
history, the state after each review: [[{"stability", "difficulty", "due"}, ...], ...].
The scheduler is set as Trivium's is: no learning or relearning steps, no fuzz, FSRS-6 defaults.
"""
import json
import sys
from datetime import datetime, timezone

from fsrs import Card, Rating, Scheduler

scheduler = Scheduler(learning_steps=(), relearning_steps=(), enable_fuzzing=False)
histories = json.load(sys.stdin)["histories"]
out = []
for history in histories:
    card = Card()
    states = []
    for review in history:
        when = datetime.fromtimestamp(review["at"], timezone.utc)
        card, _ = scheduler.review_card(card, Rating(review["rating"]), review_datetime=when)
        states.append({
            "stability": card.stability,
            "difficulty": card.difficulty,
            "due": int(card.due.timestamp()),
        })
    out.append(states)
json.dump(out, sys.stdout)
