"""Invented people and how notes refer to them."""
import unicodedata

import names
from phi import P


def ascii_fold(s):
    s = unicodedata.normalize("NFKD", s)
    s = "".join(ch for ch in s if not unicodedata.combining(ch))
    return s.replace("ł", "l").replace("Ł", "L").replace("ø", "o").replace("ı", "i").replace("ß", "ss")


def slug(s):
    return "".join(ch for ch in ascii_fold(s).lower() if ch.isalnum())


class Person:
    def __init__(self, loc, role, given, family, sex, middle=None, origin=None, dob=None):
        self.loc = loc
        self.role = role
        self.given = given
        self.family = family
        self.sex = sex
        self.middle = middle
        self.origin = origin
        self.dob = dob
        self.age = None
        self.cred = ""
        self.job = ""
        nn = names.NICKNAMES.get(given)
        self.nick = loc.r.choice(nn) if nn else None
        self.relation = None

    # -- names ------------------------------------------------------------
    def _p(self, s):
        return P(self.role, s)

    def full(self):
        return self._p("%s %s" % (self.given, self.family))

    def full_mid(self):
        if not self.middle:
            return self.full()
        dot = "." if self.loc.r.random() < 0.7 else ""
        return self._p("%s %s%s %s" % (self.given, self.middle[0], dot, self.family))

    def full_midname(self):
        if not self.middle:
            return self.full()
        return self._p("%s %s %s" % (self.given, self.middle, self.family))

    def lf(self):
        return self._p("%s, %s" % (self.family, self.given))

    def LF(self, mid=True):
        s = "%s, %s" % (self.family.upper(), self.given.upper())
        if mid and self.middle:
            s += " " + self.middle[0].upper()
        return self._p(s)

    def UP(self):
        return self._p(("%s %s" % (self.given, self.family)).upper())

    def g(self):
        return self._p(self.given)

    def f(self):
        return self._p(self.family)

    def gi(self):
        return self._p("%s %s." % (self.given, self.family[0]))

    def i_f(self):
        dot = "." if self.loc.r.random() < 0.75 else ""
        return self._p("%s%s %s" % (self.given[0], dot, self.family))

    def init(self):
        r = self.loc.r
        g, f = ascii_fold(self.given)[0].upper(), ascii_fold(self.family)[0].upper()
        m = ascii_fold(self.middle)[0].upper() if (self.middle and r.random() < 0.3) else ""
        if r.random() < 0.6:
            return self._p(".".join(list(g + m + f)) + ".")
        return self._p(g + m + f)

    def lower_init(self):
        return self._p((ascii_fold(self.given)[0] + ascii_fold(self.family)[0]).lower())

    def upper_init(self):
        return self._p((ascii_fold(self.given)[0] + ascii_fold(self.family)[0]).upper())

    def nickname(self):
        return self._p(self.nick or self.given)

    def title(self):
        if getattr(self, "_title", None) is None:
            self._title = self._make_title()
        return self._title

    def _make_title(self):
        if self.role == "DOCTOR" and self.cred_is_dr():
            t = "Dr"
        elif self.sex == "M":
            t = "Mr"
        else:
            t = self.loc.r.choice(["Mrs", "Ms", "Ms", "Miss"] if not self.loc.us_like else ["Mrs", "Ms", "Ms"])
        if self.loc.dot_titles:
            t += "."
        return t

    def tf(self):
        return [self.title() + " ", self.f()]

    def tfull(self):
        return [self.title() + " ", self.full()]

    def cred_is_dr(self):
        return self.job in ("physician", "gp", "resident", "consultant", "registrar", "psychiatrist")

    def dr(self, full=False):
        if self.role == "DOCTOR" and self.job and not self.cred_is_dr():
            return [self.full()] if (full or self.loc.r.random() < 0.5) else [self.g()]
        t = "Dr." if self.loc.dot_titles else "Dr"
        return [t + " ", self.full() if full else self.f()]

    def with_cred(self, form=None, sep=", "):
        nm = form if form is not None else self.full()
        if not self.cred:
            return [nm]
        return [nm, sep + self.cred]

    def ref(self, formal=False):
        """A natural short reference: Dr X for physicians, first name or full otherwise."""
        r = self.loc.r
        if self.role == "DOCTOR":
            if self.cred_is_dr():
                return self.dr(full=r.random() < 0.25)
            return r.choice([[self.full()], [self.g()], self.with_cred(self.full())]) if not formal else [self.full()]
        if formal:
            return self.tf()
        return [self.g()]

    def any(self, *forms):
        f = self.loc.r.choice(forms)
        return getattr(self, f)()

    # -- contact ----------------------------------------------------------
    def username(self):
        r = self.loc.r
        g, f = slug(self.given), slug(self.family)
        return r.choice(["%s%s%d" % (g[0], f, r.randrange(1, 10)), "%s.%s" % (g, f), "%s%s" % (f[:6], g[0]),
                         "%s%s%02d" % (g, f[0], r.randrange(0, 100)), ("%s%s" % (f[:5], g[:2])).upper(),
                         "%s_%s%d" % (g, f, r.randrange(10, 99))])

    def email(self, domain):
        r = self.loc.r
        g, f = slug(self.given), slug(self.family)
        user = r.choice(["%s.%s" % (g, f), "%s%s" % (g[0], f), "%s.%s%d" % (g, f, r.randrange(1, 99)),
                         "%s_%s" % (g, f[0]), "%s%s%d" % (g, f, r.randrange(50, 99)), "%s.%s" % (g[0], f)])
        return "%s@%s" % (user, domain)

    def staff_email(self, domain):
        cache = self.__dict__.setdefault("_emails", {})
        if domain not in cache:
            cache[domain] = self._staff_email(domain)
        return cache[domain]

    def _staff_email(self, domain):
        g, f = slug(self.given), slug(self.family)
        r = self.loc.r
        user = r.choice(["%s.%s" % (g, f), "%s%s" % (g[0], f), "%s.%s" % (g[0], f), "%s_%s" % (f, g[0])])
        return "%s@%s" % (user, domain)
