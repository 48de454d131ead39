"""Chinese games from the chinese-poetry corpus (MIT): Tang poems, Song ci, the Analects, 三字经.

Files in traditional characters are converted with Debian's opencc (profile t2s) and keep their
traditional form as the zh-Hant variant of every text.
"""

import json
import re
import subprocess

from .output import choice_options
from .rng import Rng

HAN = re.compile(r"^[\u3400-\u9fff]+$")


def load(corpora, name):
    path = corpora / "chinese-poetry" / name
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise SystemExit(f"generate-library: {path}: cannot be read ({error})")


def t2s(texts):
    """Each text in simplified characters, by one run of `opencc -c t2s` over them all, a line each."""
    if any("\n" in text for text in texts):
        raise SystemExit("generate-library: a text for opencc holds a line break")
    try:
        result = subprocess.run(
            ["opencc", "-c", "t2s"], input="\n".join(texts) + "\n", capture_output=True, text=True, check=False
        )
    except FileNotFoundError:
        raise SystemExit("generate-library: opencc is missing (Debian package opencc; scripts/install-deps installs it)")
    lines = result.stdout.split("\n")[:-1]
    if result.returncode != 0 or len(lines) != len(texts):
        raise SystemExit(f"generate-library: opencc t2s failed: {result.stderr.strip() or 'lines lost'}")
    return lines


class Converter:
    """Collects traditional texts, converts them in one batch, then maps each to {zh-Hans, zh-Hant}."""

    def __init__(self, texts):
        unique = sorted(set(texts))
        self.simplified = dict(zip(unique, t2s(unique)))

    def both(self, text):
        return {"zh-Hans": self.simplified[text], "zh-Hant": text}


def couplets(paragraphs):
    """The (first half, second half) of each "X，Y。" couplet whose halves are 5 or 7 Han characters."""
    out = []
    for sentence in re.findall(r"[^。！？；]+[。！？；]", "".join(paragraphs)):
        halves = re.split(r"[，、]", sentence[:-1])
        if len(halves) == 2 and len(halves[0]) == len(halves[1]) in (5, 7) and all(HAN.match(h) for h in halves):
            out.append((halves[0], halves[1]))
    return out


def letter_tiles(rng, answer_chars, decoy_lines):
    """21 positions: the answer's characters and distinct decoys from other lines, shuffled."""
    chosen = list(answer_chars)
    for line in decoy_lines:
        for c in line:
            if len(chosen) < 21 and c not in chosen:
                chosen.append(c)
    return rng.shuffled(range(len(chosen))), chosen


def letters_question(qid, rng, title, text, answer, decoy_lines, convert, explanation):
    """A `letters` question in zh-Hans and zh-Hant: the same tiles in the same places."""
    order, chosen = letter_tiles(rng, answer, decoy_lines)
    simplified_answer = convert.both(answer)["zh-Hans"]
    if len(simplified_answer) != len(answer):
        raise SystemExit(f"generate-library: opencc changed the length of {answer}")
    simplified = list(simplified_answer) + [convert.both(c)["zh-Hans"] for c in chosen[len(answer):]]
    return {
        "id": qid, "type": "letters", "title": title, "text": text,
        "answer": convert.both(answer),
        "options": {"zh-Hans": [simplified[i] for i in order], "zh-Hant": [chosen[i] for i in order]},
        "explanation": explanation,
    }


def tang_poems(corpora):
    """(lines game, poets game) from 唐诗三百首 (traditional)."""
    poems = load(corpora, "tang300-traditional.json")
    lines = [(p, c) for p in poems for c in couplets(p["paragraphs"])[:3]]
    texts = [c for _, pair in lines for c in pair] + [ch for _, pair in lines for ch in "".join(pair)]
    texts += [p["author"] for p in poems] + [p["title"] for p in poems] + [p["paragraphs"][0] for p in poems] + ["".join(p["paragraphs"]) for p in poems]
    convert = Converter(texts)
    line_questions, seen = [], set()
    all_halves = [h for _, pair in lines for h in pair]
    for index, (poem, (first, second)) in enumerate(lines):
        if first in seen:
            continue
        seen.add(first)
        rng = Rng("tang-lines", first)
        decoys = [h for h in rng.pick(all_halves, 12) if h != second]
        title = {k: f"{convert.both(poem['author'])[k]}《{convert.both(poem['title'])[k]}》" for k in ("zh-Hans", "zh-Hant")}
        text = {k: f"{convert.both(first)[k]}，下一句是？" for k in ("zh-Hans", "zh-Hant")}
        line_questions.append(letters_question(
            f"tang-{index + 1:04d}", rng, title, text, second, decoys, convert, convert.both("".join(poem["paragraphs"]))))
    authors = sorted({p["author"] for p in poems})
    poet_questions = []
    for index, poem in enumerate(poems):
        rng = Rng("tang-poets", index, poem["title"])
        entries = rng.shuffled([poem["author"]] + rng.pick(authors, 3, avoid={poem["author"]}))
        options, key = choice_options({k: [convert.both(a)[k] for a in entries] for k in ("zh-Hans", "zh-Hant")},
                                      entries.index(poem["author"]))
        convert_first = convert.both(poem["paragraphs"][0])
        poet_questions.append({
            "id": f"poet-{index + 1:04d}", "type": "single",
            "title": {k: f"《{convert.both(poem['title'])[k]}》" for k in ("zh-Hans", "zh-Hant")},
            "text": {"zh-Hans": f"“{convert_first['zh-Hans']}……”是谁的诗？", "zh-Hant": f"“{convert_first['zh-Hant']}……”是誰的詩？"},
            "options": options, "answer": key,
            "explanation": convert.both("".join(poem["paragraphs"])),
        })
    return line_questions, poet_questions


def song_ci_poets(corpora):
    """Name the poet of a Song ci (already simplified)."""
    ci = load(corpora, "song-ci-300.json")
    authors = sorted({c["author"] for c in ci})
    out = []
    for index, poem in enumerate(ci):
        rng = Rng("song-ci", index, poem["rhythmic"])
        entries = rng.shuffled([poem["author"]] + rng.pick(authors, 3, avoid={poem["author"]}))
        options, key = choice_options({"zh-Hans": entries}, entries.index(poem["author"]))
        out.append({
            "id": f"ci-{index + 1:04d}", "type": "single", "title": f"《{poem['rhythmic']}》",
            "text": f"“{poem['paragraphs'][0]}……”是谁的词？",
            "options": options["zh-Hans"], "answer": key, "explanation": "".join(poem["paragraphs"]),
        })
    return out


def clause_pairs(paragraph):
    """(text up to a comma, the clause after it) for the first such pair with clauses of 3 to 12 Han characters."""
    parts = re.findall(r"[^，；。？！：“”]+[，；。？！：“”]*", paragraph)
    prefix = ""
    for i in range(len(parts) - 1):
        prefix += parts[i]
        clause = re.sub(r"[，；。？！：“”]+$", "", parts[i + 1])
        head = re.sub(r"[，；。？！：“”]+$", "", parts[i])
        if parts[i].rstrip("“”").endswith("，") and 3 <= len(head) <= 12 and HAN.match(clause or "-") \
                and 3 <= len(clause) <= 12 and len(prefix) <= 40:
            return prefix, clause
    return None


def lunyu(corpora):
    """The next phrase of the Analects, among four (simplified)."""
    chapters = load(corpora, "lunyu.json")
    pairs = []
    for chapter in chapters:
        for number, paragraph in enumerate(chapter["paragraphs"]):
            pair = clause_pairs(paragraph)
            if pair:
                pairs.append((chapter["chapter"], number, paragraph, pair))
    clauses = [pair[1] for _, _, _, pair in pairs]
    out = []
    for chapter, number, paragraph, (prefix, clause) in pairs:
        rng = Rng("lunyu", chapter, number)
        similar = [c for c in clauses if abs(len(c) - len(clause)) <= 1 and c != clause]
        entries = rng.shuffled([clause] + rng.pick(similar, 3))
        options, key = choice_options({"zh-Hans": entries}, entries.index(clause))
        out.append({
            "id": f"lunyu-{len(out) + 1:03d}", "type": "single", "title": f"《论语·{chapter}》",
            "text": f"{prefix}……（下一句是？）", "options": options["zh-Hans"], "answer": key, "explanation": paragraph,
        })
    return out


def sanzijing(corpora):
    """The next three characters of 三字经 (traditional, converted)."""
    text = load(corpora, "sanzijing-traditional.json")
    phrases = [p for line in text["paragraphs"] for p in re.split(r"[，。？！；]", line) if p]
    phrases = [p for p in phrases if len(p) == 3 and HAN.match(p)]
    convert = Converter(phrases + [c for p in phrases for c in p])
    out, seen = [], set()
    for i in range(2, len(phrases)):
        shown = phrases[i - 2] + "，" + phrases[i - 1] + "，"
        if shown in seen:
            continue
        seen.add(shown)
        rng = Rng("sanzijing", i)
        decoys = [p for p in rng.pick(phrases, 12) if p != phrases[i]]
        shown_both = {k: convert.both(phrases[i - 2])[k] + "，" + convert.both(phrases[i - 1])[k] + "，" for k in ("zh-Hans", "zh-Hant")}
        out.append(letters_question(
            f"szj-{i + 1:03d}", rng, {"zh-Hans": "三字经", "zh-Hant": "三字經"},
            {k: f"{shown_both[k]}下一句是？" for k in shown_both}, phrases[i], decoys, convert,
            {k: shown_both[k] + convert.both(phrases[i])[k] + "。" for k in shown_both}))
    return out
