#!/usr/bin/env python3
"""Fits FSRS-6 weights with fsrs-rs-python, Anki's own optimizer, for ReviewTests.

Reads {"items": [[[rating, delta_t], ...], ...], "relearning_steps": n} on stdin: each item is
one question's reviews up to a review on a later day, as fsrs-rs trains on them, oldest item
first (fsrs-rs weights later items more). Writes the 21 fitted weights as a JSON list.
"""
import json
import sys

from fsrs_rs_python import DEFAULT_PARAMETERS, FSRS, FSRSItem, FSRSReview

given = json.load(sys.stdin)
items = [FSRSItem([FSRSReview(r, d) for r, d in item]) for item in given["items"]]
fsrs = FSRS(DEFAULT_PARAMETERS)
weights = fsrs.compute_parameters(
    items, num_relearning_steps=given.get("relearning_steps", 1))
json.dump([float(w) for w in weights], sys.stdout)
