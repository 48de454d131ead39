// Step-bounded string.find, string.match, string.gmatch and string.gsub.
//
// Lua's own pattern functions run entirely in C, where the count hook never fires: a
// backtracking pattern or a quadratic plain search could hang the host. These replacements
// behave like Lua 5.4's (same results, same error messages) but charge one step for every
// elementary piece of work, and raise once one call (or one gmatch iteration) passes the
// sandbox's `pattern_step_limit`. The steps are charged to the call's instruction budget too
// (metering.c), and a call that cannot afford them stops with the instruction limit.
//
// A step is one item of the pattern tried at one position, one character tried by a '*',
// '+' or '-' expansion, one byte compared by a plain search, a back-reference or '%b', one
// escape of a gsub replacement string, and 16 bytes of a set scanned.
//
// Subjects, patterns and replacement strings are always Lua strings, which are followed by
// a '\0'. Like Lua, the matcher reads that byte where a lookahead reaches the end: the
// frontier at the end of the subject sees '\0', and so does the test for a quantifier after
// the last item.
#include "metering.h"

#include <ctype.h>
#include <lauxlib.h>
#include <stdint.h>
#include <string.h>

enum {
  MAX_CAPTURES = 32,  // LUA_MAXCAPTURES
  MAX_DEPTH = 200,    // nesting of the recursive matcher before "pattern too complex"
};

#define ESC '%'
#define SPECIALS "^$*+?.([%-"

// Capture lengths that are not lengths.
#define CAP_OPEN ((ptrdiff_t)-1)
#define CAP_POSITION ((ptrdiff_t)-2)

typedef struct matcher {
  lua_State *L;
  const char *src;  // the whole subject: a frontier looks before the init position
  const char *src_end;
  const char *pat_end;
  int64_t steps;
  int64_t budget;  // steps allowed, INT64_MAX when unlimited
  int64_t limit;   // as configured, for the message
  int over_call;   // the budget is what is left of the call's instruction budget
  int depth_left;
  int ncap;
  struct {
    const char *start;
    ptrdiff_t len;  // or CAP_OPEN, CAP_POSITION
  } cap[MAX_CAPTURES];
} matcher;

// ---------------------------------------------------------------------------------------
// Step accounting

// Steps are charged to the call's instruction budget too (metering.c): a call that can
// afford fewer steps than the per-call limit stops with the instruction limit.
static void begin_steps(matcher *m, lua_State *L) {
  trv_sandbox *s = trv_sandbox_of(L);
  trv_meter_charge(L, s, 0);  // a call past a limit does no more work
  m->L = L;
  m->steps = 0;
  m->limit = s->pattern_step_limit;
  m->budget = m->limit > 0 ? m->limit : INT64_MAX;
  int64_t left = trv_meter_steps_left(s, TRV_UNITS_PER_PATTERN_STEP);
  m->over_call = left < m->budget;
  if (m->over_call) m->budget = left;
}

static void report_steps(const matcher *m) {
  trv_sandbox *s = trv_sandbox_of(m->L);
  s->pattern_steps_used = m->steps;
  s->work_units += m->steps * TRV_UNITS_PER_PATTERN_STEP;
}

static void charge(matcher *m, int64_t n) {
  m->steps += n;
  if (m->steps > m->budget) {
    report_steps(m);
    if (m->over_call) trv_raise_instruction_limit(m->L, trv_sandbox_of(m->L));
    luaL_error(m->L, "string pattern too complex: more than %I matching steps (sandbox limit)",
               (lua_Integer)m->limit);
  }
}

// A set is scanned on every test; a huge one must not make one step arbitrarily long.
static void charge_set(matcher *m, const char *p, const char *ep) {
  charge(m, (ep - p) >> 4);
}

// ---------------------------------------------------------------------------------------
// Single characters, classes and sets

static int class_matches(int c, int cl) {
  int r;
  switch (tolower(cl)) {
    case 'a': r = isalpha(c); break;
    case 'c': r = iscntrl(c); break;
    case 'd': r = isdigit(c); break;
    case 'g': r = isgraph(c); break;
    case 'l': r = islower(c); break;
    case 'p': r = ispunct(c); break;
    case 's': r = isspace(c); break;
    case 'u': r = isupper(c); break;
    case 'w': r = isalnum(c); break;
    case 'x': r = isxdigit(c); break;
    case 'z': r = (c == 0); break;  // deprecated, but 5.4 still accepts it
    default: return cl == c;        // an escaped non-alphanumeric stands for itself
  }
  return isupper(cl) ? !r : r;
}

// `p` is at the '[', `close` at the ']' that ends the set.
static int set_matches(int c, const char *p, const char *close) {
  int hit = 1;
  p++;
  if (*p == '^') {
    hit = 0;
    p++;
  }
  for (; p < close; p++) {
    if (*p == ESC) {
      p++;
      if (class_matches(c, (unsigned char)*p)) return hit;
    } else if (p[1] == '-' && p + 2 < close) {  // a '-' first or last is literal
      if ((unsigned char)p[0] <= c && c <= (unsigned char)p[2]) return hit;
      p += 2;
    } else if ((unsigned char)*p == c) {
      return hit;
    }
  }
  return !hit;
}

// The end of the single-character item at `p`, which is not at the pattern's end.
static const char *item_end(matcher *m, const char *p) {
  const char *q = p + 1;
  if (*p == ESC) {
    if (q == m->pat_end) luaL_error(m->L, "malformed pattern (ends with '%%')");
    return q + 1;
  }
  if (*p == '[') {
    if (*q == '^') q++;
    do {  // the first character is never the closing ']': "[]]" is a set of one ']'
      if (q == m->pat_end) luaL_error(m->L, "malformed pattern (missing ']')");
      if (*q++ == ESC && q < m->pat_end) q++;
    } while (*q != ']');
    charge_set(m, p, q);
    return q + 1;
  }
  return q;
}

static int single_match(matcher *m, const char *s, const char *p, const char *ep) {
  if (s >= m->src_end) return 0;
  int c = (unsigned char)*s;
  switch (*p) {
    case '.': return 1;
    case ESC: return class_matches(c, (unsigned char)p[1]);
    case '[': charge_set(m, p, ep); return set_matches(c, p, ep - 1);
    default: return (unsigned char)*p == c;
  }
}

// ---------------------------------------------------------------------------------------
// The backtracking matcher. Which constructs recurse is Lua's choice too, so that the
// depth limit fails on exactly the same patterns.

static const char *match_at(matcher *m, const char *s, const char *p);

static const char *open_capture(matcher *m, const char *s, const char *p, ptrdiff_t kind) {
  int i = m->ncap;
  if (i >= MAX_CAPTURES) luaL_error(m->L, "too many captures");
  m->cap[i].start = s;
  m->cap[i].len = kind;
  m->ncap = i + 1;
  const char *e = match_at(m, s, p);
  if (e == NULL) m->ncap--;
  return e;
}

static const char *close_capture(matcher *m, const char *s, const char *p) {
  int i = m->ncap - 1;
  while (i >= 0 && m->cap[i].len != CAP_OPEN) i--;
  if (i < 0) luaL_error(m->L, "invalid pattern capture");
  m->cap[i].len = s - m->cap[i].start;
  const char *e = match_at(m, s, p);
  if (e == NULL) m->cap[i].len = CAP_OPEN;
  return e;
}

static const char *match_backref(matcher *m, const char *s, int digit) {
  int i = digit - '1';
  if (i < 0 || i >= m->ncap || m->cap[i].len == CAP_OPEN)
    luaL_error(m->L, "invalid capture index %%%d", i + 1);
  ptrdiff_t len = m->cap[i].len;
  if (len == CAP_POSITION || m->src_end - s < len) return NULL;  // a position never matches
  charge(m, len);
  return memcmp(m->cap[i].start, s, (size_t)len) == 0 ? s + len : NULL;
}

// %bxy; `p` is at the x.
static const char *match_balance(matcher *m, const char *s, const char *p) {
  if (p + 1 >= m->pat_end) luaL_error(m->L, "malformed pattern (missing arguments to '%%b')");
  if (*s != *p) return NULL;
  int depth = 1;
  for (const char *q = s + 1; q < m->src_end; q++) {
    if (*q == p[1]) {
      if (--depth == 0) {
        charge(m, q - s);
        return q + 1;
      }
    } else if (*q == p[0]) {
      depth++;
    }
  }
  charge(m, m->src_end - s);
  return NULL;
}

// Longest run first, then shorter ones; `s` is where the optional part of the run starts.
static const char *expand_greedy(matcher *m, const char *s, const char *p, const char *ep) {
  ptrdiff_t n = 0;
  for (;;) {
    charge(m, 1);
    if (!single_match(m, s + n, p, ep)) break;
    n++;
  }
  for (; n >= 0; n--) {
    const char *e = match_at(m, s + n, ep + 1);
    if (e != NULL) return e;
  }
  return NULL;
}

static const char *expand_lazy(matcher *m, const char *s, const char *p, const char *ep) {
  for (;;) {
    const char *e = match_at(m, s, ep + 1);
    if (e != NULL) return e;
    charge(m, 1);
    if (!single_match(m, s, p, ep)) return NULL;
    s++;
  }
}

// Matches the items from `p` on; loops over items that need no backtracking.
static const char *match_items(matcher *m, const char *s, const char *p) {
  for (;;) {
    charge(m, 1);
    if (p == m->pat_end) return s;
    switch (*p) {
      case '(':
        if (p[1] == ')') return open_capture(m, s, p + 2, CAP_POSITION);
        return open_capture(m, s, p + 1, CAP_OPEN);
      case ')':
        return close_capture(m, s, p + 1);
      case '$':
        if (p + 1 == m->pat_end) return s == m->src_end ? s : NULL;
        break;  // elsewhere '$' is an ordinary character
      case ESC:
        if (p[1] == 'b') {
          s = match_balance(m, s, p + 2);
          if (s == NULL) return NULL;
          p += 4;
          continue;
        }
        if (p[1] == 'f') {
          p += 2;
          if (*p != '[') luaL_error(m->L, "missing '[' after '%%f' in pattern");
          const char *ep = item_end(m, p);
          int before = s == m->src ? 0 : (unsigned char)s[-1];
          if (set_matches(before, p, ep - 1) || !set_matches((unsigned char)*s, p, ep - 1))
            return NULL;
          p = ep;
          continue;
        }
        if (p[1] >= '0' && p[1] <= '9') {
          s = match_backref(m, s, p[1]);
          if (s == NULL) return NULL;
          p += 2;
          continue;
        }
        break;  // a class such as %a, or an escaped character
      default:
        break;
    }
    const char *ep = item_end(m, p);
    if (!single_match(m, s, p, ep)) {
      if (*ep == '*' || *ep == '?' || *ep == '-') {  // zero repetitions are fine
        p = ep + 1;
        continue;
      }
      return NULL;
    }
    switch (*ep) {
      case '?': {
        const char *e = match_at(m, s + 1, ep + 1);
        if (e != NULL) return e;
        p = ep + 1;
        continue;
      }
      case '+': return expand_greedy(m, s + 1, p, ep);
      case '*': return expand_greedy(m, s, p, ep);
      case '-': return expand_lazy(m, s, p, ep);
      default:
        s++;
        p = ep;
        continue;
    }
  }
}

static const char *match_at(matcher *m, const char *s, const char *p) {
  if (m->depth_left-- == 0) luaL_error(m->L, "pattern too complex");
  const char *e = match_items(m, s, p);
  m->depth_left++;
  return e;
}

static void begin_attempt(matcher *m) {
  m->ncap = 0;
  m->depth_left = MAX_DEPTH;
}

// ---------------------------------------------------------------------------------------
// Captures as Lua values

// Capture i; with no captures at all, capture 0 is the whole match [s, e).
static void push_capture(matcher *m, int i, const char *s, const char *e) {
  if (i >= m->ncap) {
    if (i != 0) luaL_error(m->L, "invalid capture index %%%d", i + 1);
    lua_pushlstring(m->L, s, (size_t)(e - s));
  } else if (m->cap[i].len == CAP_POSITION) {
    lua_pushinteger(m->L, (lua_Integer)(m->cap[i].start - m->src) + 1);
  } else if (m->cap[i].len == CAP_OPEN) {
    luaL_error(m->L, "unfinished capture");
  } else {
    lua_pushlstring(m->L, m->cap[i].start, (size_t)m->cap[i].len);
  }
}

// With s == NULL (find), no captures push nothing instead of the whole match.
static int push_captures(matcher *m, const char *s, const char *e) {
  int n = (m->ncap == 0 && s != NULL) ? 1 : m->ncap;
  luaL_checkstack(m->L, n, "too many captures");
  for (int i = 0; i < n; i++) push_capture(m, i, s, e);
  return n;
}

// ---------------------------------------------------------------------------------------
// Plain search: the two-way algorithm of Crochemore and Perrin, linear in time with
// constant space. A memchr+memcmp loop is quadratic, and so is the memmem of some C
// libraries (macOS), whereas each comparison here is a step.

// The start of the maximal suffix of x (for the byte order, or the reversed one with
// `flip`) and the period of that suffix.
static size_t max_suffix(const unsigned char *x, size_t n, int flip, size_t *period,
                         int64_t *cost) {
  size_t start = 0, j = 0, k = 1, p = 1;
  while (j + k < n) {
    unsigned char a = x[j + k], b = x[start + k - 1];
    (*cost)++;
    if (a == b) {
      if (k == p) {
        j += p;
        k = 1;
      } else {
        k++;
      }
    } else if ((a < b) != flip) {
      j += k;
      k = 1;
      p = j + 1 - start;
    } else {
      start = j + 1;
      j = start;
      k = p = 1;
    }
  }
  *period = p;
  return start;
}

static const char *plain_search(matcher *m, const char *hay, size_t hn, const char *needle,
                                size_t nn) {
  const unsigned char *y = (const unsigned char *)hay, *x = (const unsigned char *)needle;
  if (nn == 0) return hay;
  if (nn > hn) return NULL;
  // Split x = u v at a critical position: the left part u has length l.
  int64_t cost = 0;
  size_t per1, per2;
  size_t l1 = max_suffix(x, nn, 0, &per1, &cost);
  size_t l2 = max_suffix(x, nn, 1, &per2, &cost);
  size_t l = l1 > l2 ? l1 : l2, per = l1 > l2 ? per1 : per2;
  int periodic = memcmp(x, x + per, l) == 0;
  if (!periodic) per = (l > nn - l ? l : nn - l) + 1;
  charge(m, cost + (int64_t)l);
  // Compare v left to right, then u right to left. A periodic needle remembers how much
  // of its prefix is already known to match after a shift by its period.
  size_t j = 0, known = 0;
  while (j <= hn - nn) {
    if (known == 0) {  // no occurrence starts before x[l] lines up: let memchr skip there
      const unsigned char *c = memchr(y + j + l, x[l], hn - nn - j + 1);
      size_t next = c == NULL ? hn - nn + 1 : (size_t)(c - y) - l;
      charge(m, (int64_t)(next - j));
      if (c == NULL) break;
      j = next;
    }
    size_t first = l > known ? l : known, i = first;
    while (i < nn && x[i] == y[j + i]) i++;
    if (i < nn) {
      charge(m, (int64_t)(i - first) + 1);
      j += i - l + 1;
      known = 0;
      continue;
    }
    size_t k = l;
    while (k > known && x[k - 1] == y[j + k - 1]) k--;
    charge(m, (int64_t)(nn - first + l - k) + 1);
    if (k <= known) return hay + j;
    j += per;
    known = periodic ? nn - per : 0;
  }
  return NULL;
}

static int has_specials(const char *p, size_t lp) {
  for (size_t i = 0; i < lp; i++)
    if (p[i] != '\0' && strchr(SPECIALS, p[i]) != NULL) return 1;
  return 0;
}

// ---------------------------------------------------------------------------------------
// The library functions

// A 1-based, possibly negative, position as a 0-based offset; may exceed len.
static size_t start_offset(lua_Integer pos, size_t len) {
  if (pos > 0) return (size_t)pos - 1;
  if (pos == 0 || pos < -(lua_Integer)len) return 0;
  return len + (size_t)pos;
}

static void begin_match(matcher *m, lua_State *L, const char *s, size_t ls, const char *p,
                        size_t lp) {
  begin_steps(m, L);
  m->src = s;
  m->src_end = s + ls;
  m->pat_end = p + lp;
}

static int find_or_match(lua_State *L, int find) {
  size_t ls, lp;
  const char *s = luaL_checklstring(L, 1, &ls);
  const char *p = luaL_checklstring(L, 2, &lp);
  size_t init = start_offset(luaL_optinteger(L, 3, 1), ls);
  matcher m;
  begin_match(&m, L, s, ls, p, lp);
  if (init > ls) {
    report_steps(&m);
    luaL_pushfail(L);
    return 1;
  }
  if (find && (lua_toboolean(L, 4) || !has_specials(p, lp))) {
    const char *hit = plain_search(&m, s + init, ls - init, p, lp);
    report_steps(&m);
    if (hit == NULL) {
      luaL_pushfail(L);
      return 1;
    }
    lua_pushinteger(L, (lua_Integer)(hit - s) + 1);
    lua_pushinteger(L, (lua_Integer)(hit - s) + (lua_Integer)lp);
    return 2;
  }
  int anchored = (*p == '^');
  if (anchored) p++;
  const char *start = s + init;
  do {
    begin_attempt(&m);
    const char *e = match_at(&m, start, p);
    if (e != NULL) {
      report_steps(&m);
      if (!find) return push_captures(&m, start, e);
      lua_pushinteger(L, (lua_Integer)(start - s) + 1);
      lua_pushinteger(L, (lua_Integer)(e - s));
      return push_captures(&m, NULL, NULL) + 2;
    }
  } while (start++ < m.src_end && !anchored);
  report_steps(&m);
  luaL_pushfail(L);
  return 1;
}

static int bounded_find(lua_State *L) { return find_or_match(L, 1); }

static int bounded_match(lua_State *L) { return find_or_match(L, 0); }

typedef struct gmatch_state {
  matcher m;
  const char *pattern;
  const char *next;       // where the next iteration starts looking
  const char *last_end;   // end of the previous match: an empty match may not end there
} gmatch_state;

// Upvalues: subject, pattern (which keep the pointers valid) and the state.
static int gmatch_step(lua_State *L) {
  gmatch_state *g = (gmatch_state *)lua_touserdata(L, lua_upvalueindex(3));
  begin_steps(&g->m, L);  // the limit may have changed, and this may be another coroutine
  for (const char *start = g->next; start <= g->m.src_end; start++) {
    begin_attempt(&g->m);
    const char *e = match_at(&g->m, start, g->pattern);
    if (e != NULL && e != g->last_end) {
      g->next = g->last_end = e;
      report_steps(&g->m);
      return push_captures(&g->m, start, e);
    }
  }
  report_steps(&g->m);
  return 0;
}

// In 5.4 a leading '^' is an ordinary character here: an anchor would stop the iteration.
static int bounded_gmatch(lua_State *L) {
  size_t ls, lp;
  const char *s = luaL_checklstring(L, 1, &ls);
  const char *p = luaL_checklstring(L, 2, &lp);
  size_t init = start_offset(luaL_optinteger(L, 3, 1), ls);
  lua_settop(L, 2);
  gmatch_state *g = (gmatch_state *)lua_newuserdatauv(L, sizeof *g, 0);
  begin_match(&g->m, L, s, ls, p, lp);
  g->pattern = p;
  g->next = s + (init > ls ? ls + 1 : init);  // past the end: the iterator finds nothing
  g->last_end = NULL;
  lua_pushcclosure(L, gmatch_step, 3);
  return 1;
}

// Appends the replacement string at stack index 3, with %0-%9 and %% expanded.
static void add_template(matcher *m, luaL_Buffer *b, const char *s, const char *e) {
  lua_State *L = m->L;
  size_t tl;
  const char *t = lua_tolstring(L, 3, &tl);
  const char *pct;
  while ((pct = memchr(t, ESC, tl)) != NULL) {
    charge(m, 1);  // an escape may add nothing: the output's size does not bound this loop
    luaL_addlstring(b, t, (size_t)(pct - t));
    char c = pct[1];
    if (c == ESC) {
      luaL_addchar(b, ESC);
    } else if (c == '0') {
      luaL_addlstring(b, s, (size_t)(e - s));
    } else if (c >= '1' && c <= '9') {
      int i = c - '1';
      if (i < m->ncap && m->cap[i].len >= 0) {
        luaL_addlstring(b, m->cap[i].start, (size_t)m->cap[i].len);
      } else {  // the whole match, a position, or an error
        push_capture(m, i, s, e);
        luaL_addvalue(b);
      }
    } else {
      luaL_error(L, "invalid use of '%c' in replacement string", ESC);
    }
    tl -= (size_t)(pct + 2 - t);
    t = pct + 2;
  }
  luaL_addlstring(b, t, tl);
}

// Appends the replacement of the match [s, e); returns whether it differs from the match.
static int add_replacement(matcher *m, luaL_Buffer *b, const char *s, const char *e, int type) {
  lua_State *L = m->L;
  if (type == LUA_TFUNCTION) {
    lua_pushvalue(L, 3);
    int n = push_captures(m, s, e);
    lua_call(L, n, 1);
  } else if (type == LUA_TTABLE) {
    push_capture(m, 0, s, e);
    lua_gettable(L, 3);
  } else {
    add_template(m, b, s, e);
    return 1;
  }
  if (!lua_toboolean(L, -1)) {  // nil or false keeps the original text
    lua_pop(L, 1);
    luaL_addlstring(b, s, (size_t)(e - s));
    return 0;
  }
  if (!lua_isstring(L, -1))
    return luaL_error(L, "invalid replacement value (a %s)", luaL_typename(L, -1));
  luaL_addvalue(b);
  return 1;
}

static int bounded_gsub(lua_State *L) {
  size_t ls, lp;
  const char *src = luaL_checklstring(L, 1, &ls);
  const char *p = luaL_checklstring(L, 2, &lp);
  int type = lua_type(L, 3);
  lua_Integer max_n = luaL_optinteger(L, 4, (lua_Integer)ls + 1);
  luaL_argexpected(L, type == LUA_TNUMBER || type == LUA_TSTRING || type == LUA_TFUNCTION ||
                          type == LUA_TTABLE,
                   3, "string/function/table");
  matcher m;
  begin_match(&m, L, src, ls, p, lp);
  int anchored = (*p == '^');
  if (anchored) p++;
  luaL_Buffer b;
  luaL_buffinit(L, &b);
  const char *last_end = NULL;
  lua_Integer n = 0;
  int changed = 0;
  while (n < max_n) {
    begin_attempt(&m);
    const char *e = match_at(&m, src, p);
    if (e != NULL && e != last_end) {
      n++;
      changed |= add_replacement(&m, &b, src, e, type);
      src = last_end = e;
    } else if (src < m.src_end) {
      luaL_addchar(&b, *src++);
    } else {
      break;
    }
    if (anchored) break;
  }
  report_steps(&m);
  if (!changed) {
    lua_pushvalue(L, 1);  // the original string itself
  } else {
    luaL_addlstring(&b, src, (size_t)(m.src_end - src));
    luaL_pushresult(&b);
  }
  lua_pushinteger(L, n);
  return 2;
}

void trv_install_bounded_patterns(lua_State *L, int index) {
  static const luaL_Reg functions[] = {
      {"find", bounded_find},
      {"match", bounded_match},
      {"gmatch", bounded_gmatch},
      {"gsub", bounded_gsub},
      {NULL, NULL},
  };
  index = lua_absindex(L, index);
  for (const luaL_Reg *f = functions; f->name != NULL; f++) {
    lua_pushcfunction(L, f->func);
    lua_setfield(L, index, f->name);
  }
}
