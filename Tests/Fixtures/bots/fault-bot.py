"""A bot for the tests: plays by the protocol, or breaks it in the way its first argument
names. `record FILE` (any mode) appends every line the engine sends to FILE."""
import json
import sys
import time

mode = sys.argv[1]
record = sys.argv[3] if len(sys.argv) > 3 and sys.argv[2] == "record" else None
seed = None


def say(value):
    sys.stdout.write(json.dumps(value) + "\n")
    sys.stdout.flush()


for line in sys.stdin:
    if record:
        with open(record, "a") as log:
            log.write(line)
    message = json.loads(line)
    kind = message["type"]
    if kind == "hello":
        if mode == "daemon":
            # A child in a session of its own, out of the bot's process group.
            import subprocess
            child = subprocess.Popen(["sleep", "300"], start_new_session=True)
            with open("daemon.pid", "a") as pids:
                pids.write(f"{child.pid}\n")
        if mode == "where":
            # Where it runs and what its entry's env gave it, in a file of its folder.
            import os
            with open("where.txt", "a") as where:
                where.write(f"{os.getcwd()} {os.environ.get('BOT_LEVEL')}\n")
        if mode == "no-hello":
            sys.stderr.write("loading the model\nno model found\n")
            sys.exit(1)
        say({"type": "hello", "protocol": 1, "name": "Fault bot", "author": "tests",
             "options": {"level": {"type": "integer", "min": 1, "max": 9}}})
    elif kind == "new-session":
        seed = int(message["seed"])
    elif kind == "quit":
        sys.exit(0)
    elif kind == "decide":
        seen = message["seen"]
        if mode == "crash" or (mode == "crash-on-seed-1" and seed == 1):
            sys.stderr.write("thinking hard\nTraceback: boom\n")
            sys.stderr.flush()
            sys.exit(3)
        if mode == "noise":
            for _ in range(200):
                sys.stderr.write("\x1b[2J" + "x" * 5000 + "\n")
            sys.stderr.flush()
            sys.exit(4)
        if mode == "hang":
            sys.stderr.write("about to hang\n")
            sys.stderr.flush()
            time.sleep(60)
        if mode == "hang-long" and seen.get("question", {}).get("count", 0) > 3:
            # Plays a short game at once and holds a long one: a tournament still in play.
            time.sleep(60)
        if mode == "slow":
            time.sleep(0.3)
        if mode == "bad-json":
            sys.stdout.write("{oops\n")
            sys.stdout.flush()
            continue
        if mode == "illegal":
            say({"op": "fly"})
            continue
        if seen.get("popups"):
            say({"op": "popup", "button": "ok"})
        elif seen.get("question", {}).get("index", 1) >= seen.get("question", {}).get("count", 1):
            say({"op": "finish", "think": 1.5})
            # One line too many after finishing the session of seed 2: right after the
            # answer, or (late-line) a moment later.
            if mode == "extra-line" and seed == 2:
                say({"op": "previous"})
            if mode == "late-line" and seed == 2:
                time.sleep(0.1)
                say({"op": "previous"})
        else:
            say({"op": "next", "think": 1.5})
            # Two answers to one decide in the session of seed 2.
            if mode == "twice" and seed == 2:
                say({"op": "next"})
