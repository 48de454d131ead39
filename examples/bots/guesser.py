#!/usr/bin/env python3
"""An external Trivium bot (docs/bot-protocol.md), standard library only.

It guesses: picks a choice, types a number, picks tiles, moves an item, then checks and
moves on. Every choice is drawn from the `random` bits the engine sends with each decision,
so the same session always gets the same moves: the bot keeps nothing between sessions.

Run it in a tournament file: {"id": "guesser", "command": ["python3", "guesser.py"]}
"""
import json
import random
import sys

PROTOCOL = 1


def say(message):
    sys.stdout.write(json.dumps(message, separators=(",", ":")) + "\n")
    sys.stdout.flush()


def move_on(seen):
    question = seen.get("question") or {}
    if question.get("index", 1) >= question.get("count", 1):
        return {"op": "finish"}
    return {"op": "next"}


def moves(view, rng):
    """The actions the view offers, as the terminal would send them."""
    found = []
    for widget in view:
        kind = widget.get("type")
        if kind == "choices":
            choices = widget.get("choices", [])
            if widget.get("multiple"):
                found += [{"op": "toggle", "key": c["key"]} for c in choices]
            else:
                found += [{"op": "select", "key": c["key"]} for c in choices
                          if not c.get("selected")]
        elif kind == "inputs":
            found += [{"op": "input", "field": f["id"], "text": rng.choice(["42", "1", "yes"])}
                      for f in widget.get("fields", []) if not f.get("value")]
        elif kind == "textarea" and not widget.get("value"):
            found.append({"op": "input", "field": widget["id"], "text": "I think so"})
        elif kind == "tiles":
            found += [{"op": "pick", "index": t["index"]} for t in widget.get("tiles", [])
                      if not t.get("hidden")]
        elif kind == "sequence":
            items = widget.get("items", [])
            if len(items) > 1:
                found.append({"op": "move", "key": rng.choice(items)["key"],
                              "to": rng.randint(1, len(items))})
    return found


def decide(seen, rng):
    popups = seen.get("popups") or []
    if popups:
        buttons = popups[-1].get("buttons") or ["ok"]
        button = buttons[0]
        if isinstance(button, dict):
            button = button.get("id") or button.get("key") or "ok"
        return {"op": "popup", "button": button}
    if seen.get("checked") is not None:
        return move_on(seen)
    if (seen.get("buttons") or {}).get("check"):
        return {"op": "check", "think": 2}
    found = moves((seen.get("question") or {}).get("view") or [], rng)
    if not found:
        return move_on(seen)
    action = rng.choice(found)
    return {"op": "act", "action": action, "think": 1 + 2 * rng.random()}


def main():
    for line in sys.stdin:
        message = json.loads(line)
        kind = message.get("type")
        if kind == "hello":
            say({"type": "hello", "protocol": PROTOCOL, "name": "Guesser",
                 "author": "Trivium examples", "options": {}})
        elif kind == "decide":
            rng = random.Random(int(message["random"]))
            say(decide(message["seen"], rng))
        elif kind == "quit":
            return
        # "new-session": nothing to forget, since nothing is kept.


if __name__ == "__main__":
    main()
