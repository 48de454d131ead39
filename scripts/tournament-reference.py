#!/usr/bin/env python3
"""Independent reference values for TournamentTests (standard library only).

Reads {"sprt": [[elo0, elo1, wins, draws, losses], ...],
       "bt": [{"players": k, "pairings": [[i, j, wins, draws, losses], ...]}, ...]} on stdin and
writes {"llr": [...], "bt": [{"ratings": [...], "margins": [...]}, ...]}.

The SPRT's log-likelihood ratio is found by searching the one free parameter of a trinomial
whose mean score is fixed (the draw rate) for the maximum likelihood, by golden section; the
Bradley-Terry fit by cyclic one-dimensional Newton steps on each rating, its intervals from a
finite-difference Hessian with the last rating eliminated. Neither method is the one Trivium uses.
"""
import json
import math
import sys

Z95 = 1.959963984540054


def score(elo):
    return 1 / (1 + 10 ** (-elo / 400))


def max_loglik(w, d, l, s):
    hi = min(2 * s, 2 * (1 - s), 1.0)

    def f(t):
        return w * math.log(s - t / 2) + d * math.log(t) + l * math.log(1 - s - t / 2)

    a, b = 1e-15, hi - 1e-15
    g = (math.sqrt(5) - 1) / 2
    c, e = b - g * (b - a), a + g * (b - a)
    for _ in range(300):
        if f(c) > f(e):
            b, e = e, c
            c = b - g * (b - a)
        else:
            a, c = c, e
            e = a + g * (b - a)
    return f((a + b) / 2)


def llr(elo0, elo1, w, d, l):
    return max_loglik(w, d, l, score(elo1)) - max_loglik(w, d, l, score(elo0))


def bt(players, pairings):
    games = [[0.0] * players for _ in range(players)]
    points = [[0.0] * players for _ in range(players)]  # points[i][j]: i's points against j
    for i, j, w, d, l in pairings:
        if w + d + l == 0 or i == j:
            continue
        virtual = 1 if games[i][j] == 0 else 0
        games[i][j] += w + d + l + virtual
        games[j][i] += w + d + l + virtual
        points[i][j] += w + d / 2 + virtual / 2
        points[j][i] += l + d / 2 + virtual / 2

    def loglik(theta):
        total = 0.0
        for i in range(players):
            for j in range(i + 1, players):
                if games[i][j] > 0:
                    p = 1 / (1 + math.exp(theta[j] - theta[i]))
                    total += points[i][j] * math.log(p) + points[j][i] * math.log(1 - p)
        return total

    theta = [0.0] * players
    for _ in range(20000):
        biggest = 0.0
        for i in range(players):
            grad, hess = 0.0, 0.0
            for j in range(players):
                if j != i and games[i][j] > 0:
                    p = 1 / (1 + math.exp(theta[j] - theta[i]))
                    grad += points[i][j] - games[i][j] * p
                    hess += games[i][j] * p * (1 - p)
            step = grad / hess
            theta[i] += step
            biggest = max(biggest, abs(step))
        mean = sum(theta) / players
        theta = [t - mean for t in theta]
        if biggest < 1e-14:
            break

    # Reduced parameters x = theta[:-1], theta[-1] = -sum(x).
    def reduced(x):
        return loglik(list(x) + [-sum(x)])

    n = players - 1
    x0 = theta[:-1]
    h = 1e-4
    hessian = [[0.0] * n for _ in range(n)]
    for a in range(n):
        for b in range(n):
            def shifted(da, db):
                x = list(x0)
                x[a] += da
                x[b] += db
                return reduced(x)
            hessian[a][b] = (shifted(h, h) - shifted(h, -h) - shifted(-h, h) + shifted(-h, -h)) / (4 * h * h)
    info = [[-v for v in row] for row in hessian]
    cov = invert(info)
    variances = [cov[a][a] for a in range(n)]
    variances.append(sum(cov[a][b] for a in range(n) for b in range(n)))
    unit = 400 / math.log(10)
    return {
        "ratings": [t * unit for t in theta],
        "margins": [Z95 * math.sqrt(v) * unit for v in variances],
    }


def invert(m):
    n = len(m)
    a = [row[:] + [1.0 if i == j else 0.0 for j in range(n)] for i, row in enumerate(m)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(a[r][c]))
        a[c], a[p] = a[p], a[c]
        f = a[c][c]
        a[c] = [v / f for v in a[c]]
        for r in range(n):
            if r != c:
                s = a[r][c]
                a[r] = [v - s * w for v, w in zip(a[r], a[c])]
    return [row[n:] for row in a]


data = json.load(sys.stdin)
json.dump({
    "llr": [llr(*case) for case in data["sprt"]],
    "bt": [bt(case["players"], case["pairings"]) for case in data["bt"]],
}, sys.stdout)
