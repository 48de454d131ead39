"""Open Trivia DB category games (CC BY-SA 4.0) from the corpus in ../shared/corpora/opentdb."""

import hashlib
import html
import json
import unicodedata

from .output import choice_options
from .rng import Rng

CORPUS = "opentdb/kickturn-2023-html-4098.json"

# Game id, title, description's subject, and the Open Trivia DB categories it holds.
GAMES = [
    ("opentdb-general", "General knowledge", "general knowledge", ["General Knowledge"]),
    ("opentdb-video-games", "Video games", "video games", ["Entertainment: Video Games"]),
    ("opentdb-music", "Music", "music", ["Entertainment: Music"]),
    ("opentdb-screen", "Film, television and theatre", "film, television, musicals and theatre",
     ["Entertainment: Film", "Entertainment: Television", "Entertainment: Musicals & Theatres"]),
    ("opentdb-anime-comics", "Anime, cartoons and comics", "anime, manga, cartoons and comics",
     ["Entertainment: Japanese Anime & Manga", "Entertainment: Cartoon & Animations", "Entertainment: Comics"]),
    ("opentdb-culture", "Books, art and myths", "books, board games, art, mythology and celebrities",
     ["Entertainment: Books", "Entertainment: Board Games", "Art", "Mythology", "Celebrities"]),
    ("opentdb-science", "Science and computers", "science, nature, computers, mathematics and gadgets",
     ["Science & Nature", "Science: Computers", "Science: Mathematics", "Science: Gadgets"]),
    ("opentdb-history", "History and politics", "history and politics", ["History", "Politics"]),
    ("opentdb-geography", "Geography", "geography", ["Geography"]),
    ("opentdb-sports-nature", "Sports, vehicles and animals", "sports, vehicles and animals",
     ["Sports", "Vehicles", "Animals"]),
]

ATTRIBUTION = (
    "Questions from Open Trivia DB (opentdb.com), licensed CC BY-SA 4.0 "
    "(creativecommons.org/licenses/by-sa/4.0); HTML entities decoded, options shuffled."
)


def clean(text):
    """The corpus's HTML entities decoded, format characters (soft hyphens, direction marks)
    dropped and the spaces at either end taken off."""
    decoded = html.unescape(text)
    return "".join(c for c in decoded if unicodedata.category(c) != "Cf").strip()


def load(corpora):
    path = corpora / CORPUS
    try:
        return json.loads(path.read_text(encoding="utf-8"))["results"]
    except (OSError, ValueError, KeyError) as error:
        raise SystemExit(f"generate-library: {path}: cannot be read as Open Trivia DB JSON ({error})")


def question(item):
    text = clean(item["question"])
    category = item["category"].split(": ", 1)[-1]
    digest = hashlib.sha256((item["category"] + "\n" + text).encode("utf-8")).hexdigest()[:10]
    qid = f"otdb-{digest}"
    base = {"id": qid, "title": f"{category} · {item['difficulty']}", "text": text}
    if item["type"] == "boolean":
        return {**base, "type": "truefalse", "answer": clean(item["correct_answer"]) == "True"}
    right = clean(item["correct_answer"])
    texts = Rng("opentdb", qid).shuffled([right] + [clean(a) for a in item["incorrect_answers"]])
    options, key = choice_options({"en": texts}, texts.index(right))
    return {**base, "type": "single", "options": options["en"], "answer": key}


def games(corpora):
    """(id, manifest fields, questions) for each category game."""
    items = load(corpora)
    known = {c for _, _, _, categories in GAMES for c in categories}
    unknown = sorted({item["category"] for item in items} - known)
    if unknown:
        raise SystemExit(f"generate-library: {CORPUS}: categories no game holds: {', '.join(unknown)}")
    out = []
    for game_id, title, subject, categories in GAMES:
        questions, seen = [], set()
        for item in items:
            if item["category"] not in categories:
                continue
            q = question(item)
            if q["id"] in seen:  # the same question twice in the corpus: kept once
                continue
            seen.add(q["id"])
            questions.append(q)
        out.append((game_id, title, subject, categories, questions))
    return out
