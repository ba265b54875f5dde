"""Surface forms of invented PHI values. Every method returns marked text
(see phi.P) so offsets are known while the note is composed."""
import datetime as dt
import string

from phi import P
import pools

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
WDCAS = ["mon", "tues", "weds", "thurs", "fri", "sat", "sun"]

ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
        "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n, sep="-"):
    if n < 20:
        return ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return TENS[t] + (sep + ONES[o] if o else "")
    h, r = divmod(n, 100)
    return ONES[h] + " hundred" + (" and " + words(r, sep) if r else "")


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


HOLIDAYS = {
    "US": ["Thanksgiving", "Christmas", "Christmas Eve", "New Year's Eve", "Halloween", "Memorial Day",
           "Labor Day", "the Fourth of July", "Easter Sunday"],
    "UK": ["Boxing Day", "Christmas", "Bonfire Night", "Easter Monday", "New Year's Day", "the May bank holiday"],
    "AU": ["Anzac Day", "Australia Day", "Boxing Day", "Christmas", "Easter Monday", "the King's Birthday"],
    "NZ": ["Waitangi Day", "Matariki", "Anzac Day", "Boxing Day", "Christmas", "Labour Weekend"],
    "CA": ["Canada Day", "Thanksgiving", "Victoria Day", "Christmas", "Boxing Day", "Family Day"],
    "IN": ["Diwali", "Holi", "Pongal", "Onam", "Eid", "Christmas", "Republic Day"],
    "NG": ["Eid", "Sallah", "Christmas", "Independence Day", "Easter Monday", "New Year's Day"],
    "PH": ["Undas", "Noche Buena", "Christmas", "New Year's Eve", "Holy Week", "All Saints' Day"],
}


class Person:
    def __init__(self, first, last, sex, origin, mid=None, nick=None):
        self.first, self.last, self.sex, self.origin, self.mid, self.nick = first, last, sex, origin, mid, nick

    @property
    def full(self):
        return self.first + " " + self.last

    @property
    def finit(self):
        return self.first + " " + self.last[0] + "."

    @property
    def inits(self):
        return self.first[0] + "." + self.last.replace("dela ", "D")[0] + "."


class Ctx:
    def __init__(self, rng, loc, today):
        self.r = rng
        self.loc = loc
        self.L = pools.LOCALES[loc]
        self.today = today
        self.used_first = set()
        self.used_last = set()

    # ------------------------------------------------------------ basics
    def ch(self, seq):
        return self.r.choice(seq)

    def maybe(self, p=0.5):
        return self.r.random() < p

    def d4(self, n=4):
        return "".join(self.ch(string.digits) for _ in range(n))

    def letters(self, n, alphabet="ABCDEFGHJKLMNPRSTUVWXYZ"):
        return "".join(self.ch(alphabet) for _ in range(n))

    # ------------------------------------------------------------ people
    def person(self, sex=None, origin=None, avoid_word=False):
        if sex is None:
            sex = self.ch("FM")
        weights = pools.LOCALE_ORIGINS[self.loc]
        for _ in range(50):
            o = origin or self.r.choices(list(weights), weights=list(weights.values()))[0]
            if avoid_word and o == "word":
                continue
            fs, ms, ss = pools.ORIGINS[o]
            first = self.ch(fs if sex == "F" else ms)
            if o == "word" and self.maybe(0.5):
                # word-surname with an ordinary given name from the locale
                o2 = self.r.choices([k for k in weights if k != "word"],
                                    weights=[v for k, v in weights.items() if k != "word"])[0]
                fs2, ms2, _ = pools.ORIGINS[o2]
                first = self.ch(fs2 if sex == "F" else ms2)
            last = self.ch(ss)
            if first not in self.used_first and last not in self.used_last:
                break
        self.used_first.add(first)
        self.used_last.add(last)
        mid = self.ch("ABCDEFGHJKLMNPRSTW") if self.maybe(0.3) else None
        nick = self.ch(pools.NICKNAMES[first]) if first in pools.NICKNAMES else None
        return Person(first, last, sex, o, mid, nick)

    def title(self, p, dot=None):
        if dot is None:
            dot = self.loc in ("US", "CA", "PH", "IN", "NG") if self.maybe(0.8) else self.maybe()
        t = "Mr" if p.sex == "M" else self.ch(["Mrs", "Ms", "Ms", "Miss"])
        return t + ("." if dot and t != "Miss" else "")

    def dr(self, dot=None):
        if dot is None:
            dot = self.loc in ("US", "CA", "PH", "IN", "NG") if self.maybe(0.8) else self.maybe()
        return "Dr" + ("." if dot else "")

    def nm(self, p, typ, style=None):
        """A name surface form; titles stay outside the span."""
        styles = ["full", "full", "first", "first", "finit", "title_last", "title_full", "mid", "inits",
                  "lastfirst", "nick", "initfirst_last", "title_last_nodot"]
        st = style or self.ch(styles)
        if st == "nick" and not p.nick:
            st = "first"
        if st == "mid" and not p.mid:
            st = "full"
        if typ == "DOCTOR" and st in ("title_last", "title_full", "title_last_nodot"):
            ttl = self.ch([self.dr(), self.dr(), "Prof", "Prof.", self.dr()]) if typ == "DOCTOR" else self.title(p)
        else:
            ttl = self.title(p)
        if st == "full":
            return P(typ, p.full)
        if st == "first":
            return P(typ, p.first)
        if st == "finit":
            return P(typ, p.finit)
        if st == "title_last":
            return ttl + " " + P(typ, p.last)
        if st == "title_last_nodot":
            return ttl.rstrip(".") + " " + P(typ, p.last)
        if st == "title_full":
            return ttl + " " + P(typ, p.full)
        if st == "mid":
            return P(typ, "%s %s. %s" % (p.first, p.mid, p.last))
        if st == "inits":
            return P(typ, p.inits if self.maybe(0.6) else p.inits.replace(".", ""))
        if st == "lastfirst":
            v = "%s, %s" % (p.last, p.first)
            return P(typ, v.upper() if self.maybe(0.5) else v)
        if st == "nick":
            return P(typ, p.nick)
        if st == "initfirst_last":
            return P(typ, "%s. %s" % (p.first[0], p.last))
        raise ValueError(st)

    def doc(self, p, style=None):
        """Clinician reference with a role/title outside the span."""
        st = style or self.ch(["dr_last", "dr_full", "dr_finit", "name_cred", "first_role", "role_first",
                               "dr_last", "dr_finit", "sig"])
        if st == "dr_last":
            if self.maybe(0.12):
                return self.ch(["Prof", "Prof.", "Professor"]) + " " + P("DOCTOR", p.last)
            return self.dr() + " " + P("DOCTOR", p.last)
        if st == "dr_full":
            return self.dr() + " " + P("DOCTOR", p.full)
        if st == "dr_finit":
            return self.dr() + " " + P("DOCTOR", p.finit)
        if st == "name_cred":
            return P("DOCTOR", self.ch([p.full, p.finit, "%s. %s" % (p.first[0], p.last)])) + \
                self.ch([", MD", " MD", ", RN", " RN", ", NP", ", GP", " (GP)", ", PharmD", ", DO", ", MBBS"])
        if st == "first_role":
            return P("DOCTOR", p.first) + self.ch([" (practice nurse)", " from reception", ", nurse",
                                                    " the pharmacist", " (care coordinator)", ", triage RN"])
        if st == "role_first":
            return self.ch(["Nurse ", "nurse ", "pharmacist ", "Sister ", "physio ", "midwife "]) + \
                P("DOCTOR", self.ch([p.first, p.full, p.finit]))
        if st == "sig":
            return P("DOCTOR", self.ch([p.full, "%s. %s" % (p.first[0], p.last)]))
        raise ValueError(st)

    def fam(self, p, rel=None, style=None):
        rel = rel or self.ch([r for r, s in pools.RELATIONS if s in (None, p.sex)])
        st = style or self.ch(["rel_first", "rel_full", "rel_first", "first_rel", "rel_only_first"])
        if st == "rel_first":
            return "%s %s" % (rel, P("FAMILY", p.first))
        if st == "rel_full":
            return "%s %s" % (rel, P("FAMILY", p.full))
        if st == "first_rel":
            return "%s (%s)" % (P("FAMILY", self.ch([p.first, p.full, p.finit])), rel)
        return "%s, %s," % (rel, P("FAMILY", p.first))

    # ------------------------------------------------------------ ages
    def age_num(self, a, words_p=0.12):
        if self.maybe(words_p) and a < 110:
            return P("AGE", words(a, self.ch(["-", "-", " "])))
        return P("AGE", str(a))

    def age_adj(self, a):
        """'93 yr old' style, used before a noun."""
        n = P("AGE", str(a))
        return self.ch([n + " yr old", n + "-year-old", n + "yo", n + " y/o", n + " year old",
                        P("AGE", words(a)) + "-year-old", n + " yo", n + "-yr-old", n + "y.o."])

    def age_pred(self, a):
        n = P("AGE", str(a))
        return self.ch(["is " + n, "is " + n + " years old", "turned " + n, "is " + n + " now",
                        "is " + P("AGE", words(a, self.ch(["-", " "]))), "is " + n + " yrs", "just turned " + n])

    def age_tag(self, a, sex, paren=True):
        n = P("AGE", str(a))
        s = sex if self.maybe() else sex.lower()
        return self.ch([n + s, n + " " + s, n + "yo " + s, "age " + n, "aged " + n,
                        n + "/" + s, s + "/" + n, n + " y " + s] + (["(" + n + s + ")"] if paren else []))

    def rand_age(self, old=0.4, kid=0.15):
        x = self.r.random()
        if x < old:
            return self.r.randint(90, 104)
        if x < old + kid:
            return self.r.randint(1, 15)
        return self.r.randint(17, 89)

    # ------------------------------------------------------------ dates
    @property
    def order(self):
        return {"US": "MDY", "PH": "MDY", "CA": self.ch(["YMD", "MDY", "DMY"])}.get(self.loc, "DMY")

    def days_ago(self, lo, hi):
        return self.today - dt.timedelta(days=self.r.randint(lo, hi))

    def days_ahead(self, lo, hi):
        return self.today + dt.timedelta(days=self.r.randint(lo, hi))

    def dob(self, age):
        d = self.today - dt.timedelta(days=age * 365 + self.r.randint(15, 350))
        return d

    def dnum(self, d, year=True, short_year=False, pad=None):
        o = self.order
        if pad is None:
            pad = self.maybe(0.5)
        dd = "%02d" % d.day if pad else str(d.day)
        mm = "%02d" % d.month if pad else str(d.month)
        yy = ("%02d" % (d.year % 100)) if short_year else str(d.year)
        sep = "." if (o == "DMY" and self.maybe(0.1)) else ("-" if self.maybe(0.08) else "/")
        if o == "YMD" and year:
            return "%d-%02d-%02d" % (d.year, d.month, d.day)
        a, b = (mm, dd) if o in ("MDY", "YMD") else (dd, mm)
        return a + sep + b + (sep + yy if year else "")

    def dlong(self, d, wd=False, year=True, abbr=False):
        mon = MON3[d.month - 1] if abbr else MONTHS[d.month - 1]
        if self.order == "DMY" or (self.loc == "CA" and self.maybe(0.3)):
            s = "%s %s" % (self.ch([str(d.day), ordinal(d.day)]), mon)
            if year:
                s += " " + str(d.year)
        else:
            s = "%s %s" % (mon, self.ch([str(d.day), str(d.day), ordinal(d.day)]))
            if year:
                s += ", " + str(d.year)
        if wd:
            s = (WD3[d.weekday()] if abbr else WDAYS[d.weekday()]) + (", " if self.maybe(0.5) else " ") + s
        return s

    def date(self, d, style=None):
        """Any formatted calendar date (span value only)."""
        st = style or self.ch(["num", "num", "num_short", "long", "long_wd", "abbr", "abbr_noyear",
                               "num_noyear", "wd_num", "iso", "dash", "caps"])
        if st == "num":
            v = self.dnum(d)
        elif st == "num_short":
            v = self.dnum(d, short_year=True)
        elif st == "num_noyear":
            v = self.dnum(d, year=False)
        elif st == "long":
            v = self.dlong(d)
        elif st == "long_wd":
            v = self.dlong(d, wd=True)
        elif st == "abbr":
            v = self.dlong(d, abbr=True)
        elif st == "abbr_noyear":
            v = self.dlong(d, abbr=True, year=False)
        elif st == "wd_num":
            v = WD3[d.weekday()] + " " + self.dnum(d, year=False, pad=False)
        elif st == "iso":
            v = "%d-%02d-%02d" % (d.year, d.month, d.day)
        elif st == "dash":
            v = "%02d-%s-%d" % (d.day, MON3[d.month - 1], d.year)
        elif st == "caps":
            v = ("%02d %s %d" % (d.day, MON3[d.month - 1].upper(), d.year)) if self.order != "MDY" else \
                ("%s %02d %d" % (MON3[d.month - 1].upper(), d.day, d.year))
        else:
            raise ValueError(st)
        return P("DATE", v)

    def stamp(self, d):
        """Message time stamp date part."""
        return P("DATE", self.ch([self.dnum(d, year=False), self.dnum(d), WD3[d.weekday()] + " " +
                                  self.dnum(d, year=False, pad=False), self.dlong(d, abbr=True, year=False),
                                  WDAYS[d.weekday()], self.dnum(d, short_year=True)]))

    def casual(self, d):
        """Casual reference to a recent date; the date part is the span."""
        wd = d.weekday()
        opts = [
            "last " + P("DATE", self.ch([WDCAS[wd], WDAYS[wd], WD3[wd].lower()])),
            "on " + P("DATE", WDAYS[wd]),
            "on the " + P("DATE", ordinal(d.day)),
            "since the " + P("DATE", ordinal(d.day)),
            "%s ago on %s" % (self.ch(["2 wks", "a week", "10 days", "3 weeks", "a fortnight", "5 days"]),
                              P("DATE", self.dnum(d, year=False, pad=False))),
            "on " + P("DATE", self.dnum(d, year=False, pad=False)),
            "this past " + P("DATE", WDAYS[wd]),
            P("DATE", WDCAS[wd]) + self.ch([" night", " arvo", " morning", " evening"]),
            "mid-" + P("DATE", MONTHS[d.month - 1]),
            "since " + P("DATE", self.dlong(d, year=False, abbr=self.maybe())),
            "on " + P("DATE", WD3[wd] + " " + self.dnum(d, year=False, pad=False)),
            "back in " + P("DATE", MONTHS[d.month - 1]),
            "early " + P("DATE", MONTHS[d.month - 1]),
        ]
        return self.ch(opts)

    def holiday(self):
        h = self.ch(HOLIDAYS[self.loc])
        if h.startswith("the "):
            return "the " + P("DATE", h[4:])
        return P("DATE", h)

    def future(self, d, prep=True):
        wd = d.weekday()
        if not prep:
            return self.ch(["next " + P("DATE", WDAYS[wd]), P("DATE", self.dlong(d, wd=self.maybe(), year=False, abbr=self.maybe())),
                            P("DATE", self.dnum(d, year=False, pad=False)), "the " + P("DATE", ordinal(d.day))])
        return self.ch([
            "on " + P("DATE", self.dlong(d, wd=self.maybe(), year=False, abbr=self.maybe())),
            "on " + P("DATE", WD3[wd] + " " + self.dnum(d, year=False, pad=False)),
            "next " + P("DATE", WDAYS[wd]),
            "this " + P("DATE", self.ch([WDAYS[wd], WDCAS[wd]])),
            "on " + P("DATE", self.dnum(d)),
            "on the " + P("DATE", ordinal(d.day)),
        ])

    # ------------------------------------------------------------ places
    def town(self):
        return self.ch(self.L["towns"])

    def region(self, abbr=None):
        full, ab = self.ch(self.L["regions"])
        if ab and (abbr or (abbr is None and self.maybe(0.6))):
            return ab
        return full

    def postcode(self):
        loc = self.loc
        if loc == "US":
            return "%05d" % self.r.randint(10000, 99899) + ("" if self.maybe(0.8) else "-" + self.d4())
        if loc == "UK":
            return "%s%d %d%s" % (self.ch(["QX", "JZ", "XV", "ZQ", "QZ", "XQ"]), self.r.randint(1, 29),
                                  self.r.randint(1, 9), self.letters(2, "ABDEFGHJLNPQRSTUWXYZ"))
        if loc == "CA":
            return "Z%d%s %d%s%d" % (self.r.randint(0, 9), self.letters(1, "ABCEGHJKLMNPRSTVWXYZ"),
                                     self.r.randint(0, 9), self.letters(1, "ABCEGHJKLMNPRSTVWXYZ"),
                                     self.r.randint(0, 9))
        if loc in ("AU", "NZ", "PH"):
            return "%04d" % self.r.randint(1000, 9999)
        return "%06d" % self.r.randint(100000, 999999)

    def street(self):
        n = self.r.randint(2, 480)
        name = self.ch(pools.STREET_WORDS) + " " + self.ch(self.L["street_sfx"])
        s = "%d %s" % (n, name)
        if self.maybe(0.3):
            u = self.ch(self.L["unit"]).format(n=self.r.randint(1, 40), m=self.r.randint(1, 30))
            if u.endswith("/"):
                s = u + s
            elif u.endswith(","):
                s = u + " " + s
            elif self.loc in ("US", "CA"):
                s = s + ", " + u
            else:
                s = u + ", " + s
        return s

    def address(self, multiline=False):
        sep = "\n" if multiline else ", "
        parts = [P("STREET", self.street())]
        town = P("CITY", self.town())
        if self.loc in ("US", "CA", "AU"):
            parts.append(town + ", " + P("STATE", self.region()) + " " + P("ZIP", self.postcode()) if self.loc != "AU"
                         else town + " " + P("STATE", self.region(abbr=True)) + " " + P("ZIP", self.postcode()))
        elif self.loc == "UK":
            parts.append(town + sep + P("ZIP", self.postcode()))
        elif self.loc == "NZ":
            parts.append(town + " " + P("ZIP", self.postcode()))
        else:
            parts.append(town + ", " + P("STATE", self.region()) + (" " + P("ZIP", self.postcode()) if self.maybe(0.6) else ""))
        if self.maybe(0.15):
            parts.append(P("COUNTRY", self.L["country"]))
        return sep.join(parts)

    def hospital(self):
        return P("HOSPITAL", self.ch(pools.HOSPITALS[self.loc]))

    def clinic(self):
        return P("HOSPITAL", self.ch(pools.CLINICS[self.loc]))

    def pharmacy(self):
        return P("HOSPITAL", self.ch(pools.PHARMACIES[self.loc]))

    def employer(self):
        return self.ch([e for e in pools.EMPLOYERS if pools.LOCAL_ONLY.get(e, self.loc) == self.loc or
                        self.loc in pools.LOCAL_ONLY.get(e, "")])

    def profession(self):
        return self.ch([p for p in pools.PROFESSIONS if p not in pools.LOCAL_ONLY or self.loc in pools.LOCAL_ONLY[p]])

    def school(self):
        return P("ORGANIZATION", self.ch(pools.SCHOOLS[self.loc]))

    def org(self, kind=None):
        kind = kind or self.ch(["emp", "church", "gym", "club"])
        if kind == "emp":
            return P("ORGANIZATION", self.employer())
        pool = { "church": pools.CHURCHES, "gym": pools.GYMS, "club": pools.CLUBS,
                "agency": pools.AGENCIES, "ins": pools.INSURERS[self.loc]}[kind]
        return P("ORGANIZATION", self.ch(pool))

    def room(self):
        return self.ch(["room " + P("LOCATION_OTHER", "%d%s" % (self.r.randint(101, 742), self.ch(["", "", "A", "B"]))),
                        "bed " + P("LOCATION_OTHER", str(self.r.randint(1, 32))),
                        "bay " + P("LOCATION_OTHER", str(self.r.randint(1, 8))),
                        "Rm " + P("LOCATION_OTHER", str(self.r.randint(1, 60))),
                        "cubicle " + P("LOCATION_OTHER", str(self.r.randint(1, 24))),
                        "side room " + P("LOCATION_OTHER", str(self.r.randint(1, 12)))])

    # ------------------------------------------------------------ contact
    def phone(self, kind=None):
        loc = self.loc
        x = "%02d" % self.r.randint(0, 99)
        if loc in ("US", "CA"):
            ac = "%d%d%d" % (self.r.randint(2, 9), self.r.randint(0, 8), self.r.randint(0, 9))
            v = self.ch(["(%s) 555-01%s", "%s-555-01%s", "%s.555.01%s", "+1 %s 555 01%s", "1-%s-555-01%s"]) % (ac, x)
            if self.maybe(0.1):
                v = "555-01" + x
        elif loc == "UK":
            v = self.ch(["020 7946 0%03d", "0161 496 0%03d", "07700 900%03d", "+44 7700 900%03d",
                         "+44 20 7946 0%03d"]) % self.r.randint(0, 999)
        elif loc == "AU":
            v = self.ch(["0491 570 %03d", "+61 491 570 %03d", "0491570%03d"]) % self.r.randint(0, 999)
        elif loc == "NZ":
            v = self.ch(["021 555 01%s", "(09) 555 01%s", "+64 21 555 01%s", "027 555 01%s"]) % x
        else:
            cc = {"IN": "91", "NG": "234", "PH": "63"}[loc]
            v = self.ch(["+%s 555 01%d %s" % (cc, self.r.randint(0, 9), self.d4()),
                         "0555 01%d %s" % (self.r.randint(0, 9), self.d4()),
                         "+%s-555-01%d-%s" % (cc, self.r.randint(0, 9), self.d4())])
        if kind == "office" and self.maybe(0.25):
            v += self.ch([" ext. ", " x", " ext ", " extn "]) + str(self.r.randint(10, 4999))
        return v

    def pager(self):
        return self.ch(["pager ", "bleep ", "pgr ", "ext "]) + P("PHONE", self.ch(
            ["%d-%04d" % (self.r.randint(2, 8), self.r.randint(1000, 9999)), str(self.r.randint(1000, 9999)),
             str(self.r.randint(20000, 69999))]))

    def email(self, p=None, org=False):
        if p is None:
            local = self.ch(["frontdesk", "reception", "nurses", "refills", "results", "admin", "triage",
                             "priorauth", "schoolnurse", "careteam"])
        else:
            f, l = p.first.lower().replace(" ", ""), p.last.lower().replace(" ", "").replace("'", "")
            local = self.ch([f + "." + l, f[0] + l, f + l[0], f + "_" + l + str(self.r.randint(1, 99)),
                             l + "." + f[0], f + str(self.r.randint(60, 2009))])
        dom = self.ch(["example.com", "example.org", "example.net"])
        if org and self.maybe(0.5):
            dom = self.ch(["mail.", "clinic.", "health.", "staff."]) + dom
        return local + "@" + dom

    def url(self):
        dom = self.ch(["example.org", "example.com", "example.net"])
        host = self.ch(["www.", "portal.", "", "https://", "https://patients.", "http://www.", "book."])
        path = self.ch(["/portal", "/results/%s" % self.d4(6), "/leaflets/fever-in-children", "/refill",
                        "/appointments", "/msg/%s" % self.d4(5), "/forms/prior-auth", "/kids/asthma-plan",
                        "/clinic/%s" % self.ch(["riverbend", "okeluse", "kowhai", "maple-halt", "fellbeck"]),
                        "", "/telehealth/join/%s" % self.letters(6, "abcdefghjkmnpqrstuvwxyz23456789"),
                        "/pay?ref=%s" % self.d4(6), "/carers/group-chat-tips", "/school-health/consent"])
        return host + dom + path

    def ip(self):
        k = self.r.randrange(3)
        if k == 0:
            return "10.%d.%d.%d" % (self.r.randint(0, 255), self.r.randint(0, 255), self.r.randint(1, 254))
        if k == 1:
            return "172.%d.%d.%d" % (self.r.randint(16, 31), self.r.randint(0, 255), self.r.randint(1, 254))
        return "192.168.%d.%d" % (self.r.randint(0, 255), self.r.randint(1, 254))

    def handle(self, p):
        f, l = p.first.lower().replace(" ", ""), p.last.lower().replace(" ", "").replace("'", "")
        return self.ch([f + "_" + l[0] + str(self.r.randint(1, 99)), f[0] + l + str(self.r.randint(1, 9)),
                        f + "." + l, self.ch(["tired", "worried", "kiwi", "aussie", "mumof3", "nana", "lolo",
                                             "dadof2", "carer", "night_owl", "gardener"]) + "_" + f + str(self.r.randint(10, 99)),
                        f + l[:3] + str(self.r.randint(1950, 2010)), l + "_fam", f + "xo" + str(self.r.randint(1, 9))])

    # ------------------------------------------------------------ identifiers
    def mrn(self):
        loc = self.loc
        if loc == "UK":
            return self.ch(["999 %s %s" % (self.d4(3), self.d4(4)), "999%s" % self.d4(7),
                            "K%s" % self.d4(6), "RX%s" % self.d4(7)])
        if loc == "NZ":
            return "Z" + self.letters(2) + self.d4(4)
        if loc == "AU":
            return self.ch(["%s" % self.d4(7), "URN %s" % self.d4(6)]).replace("URN ", "")
        if loc == "IN":
            return self.ch(["UHID%s" % self.d4(8), "%s/%s" % (self.d4(6), self.today.year), "MR-%s" % self.d4(6)])
        if loc == "NG":
            return self.ch(["HN/%s/%d" % (self.d4(5), self.today.year % 100), "%s%s" % (self.letters(2), self.d4(6))])
        if loc == "PH":
            return self.ch(["%s-%s" % (self.d4(2), self.d4(6)), "HRN %s" % self.d4(7)]).replace("HRN ", "")
        return self.ch(["%s" % self.d4(8), "%s-%s" % (self.d4(3), self.d4(5)), "MR%s" % self.d4(7),
                        "E%s" % self.d4(7)])

    def healthplan(self):
        loc = self.loc
        return {
            "US": lambda: self.ch(["%s%s" % (self.letters(3), self.d4(6)), "W%s-%s" % (self.d4(5), self.d4(2)),
                                   "%s%s%s" % (self.letters(1), self.d4(8), self.letters(1))]),
            "UK": lambda: "APH-%s-%s" % (self.d4(4), self.d4(3)),
            "AU": lambda: "%s %s %d" % (self.d4(4), self.d4(5), self.r.randint(1, 9)),
            "NZ": lambda: "SF%s" % self.d4(7),
            "CA": lambda: "%s-%s-%s-%s" % (self.d4(4), self.d4(3), self.d4(3), self.letters(2)),
            "IN": lambda: "POL/%s/%s" % (self.d4(4), self.d4(6)),
            "NG": lambda: "HMO-%s-%s" % (self.letters(3), self.d4(5)),
            "PH": lambda: "55-%s-%d" % (self.d4(9), self.r.randint(0, 9)),
        }[loc]()

    def group_no(self):
        return self.ch(["GRP-%s" % self.d4(5), "%s%s" % (self.d4(4), self.letters(2)), "G%s" % self.d4(6)])

    def ssn(self):
        if self.loc == "UK":
            return self.ch(["QQ %s %s %s %s" % (self.d4(2), self.d4(2), self.d4(2), self.ch("ABCD")),
                            "QQ%s%s" % (self.d4(6), self.ch("ABCD"))])
        return "9%s-%s-%s" % (self.d4(2), self.d4(2), self.d4(4))

    def account(self):
        return self.ch(["%s-%s" % (self.d4(4), self.d4(4)), "V%s" % self.d4(7), "ENC-%d-%s" % (self.today.year, self.d4(5)),
                        "INV-%s" % self.d4(5), "%s" % self.d4(9), "B%s/%s" % (self.d4(5), self.d4(2))])

    def license(self, kind=None):
        if kind is None:
            kind = self.ch(["dea", "npi", "state", "local"]) if self.loc == "US" else "local"
        if kind == "dea":
            return "DEA", self.letters(2, "ABFGM") + self.d4(7)
        if kind == "npi":
            return "NPI", "1" + self.d4(9)
        if kind == "dl":
            return "DL", self.ch(["D%s-%s-%s" % (self.d4(3), self.d4(4), self.d4(4)), "%s%s" % (self.letters(2), self.d4(7))])
        if kind == "state" and self.loc == "US":
            return "Lic", self.ch(["MD-%s" % self.d4(7), "RN%s" % self.d4(6), "%s.%s" % (self.d4(2), self.d4(6))])
        return {
            "US": ("Lic", "MD-%s" % self.d4(7)),
            "UK": ("GMC", self.d4(7)),
            "AU": ("AHPRA", "MED000%s" % self.d4(7)),
            "NZ": ("MCNZ", self.d4(5)),
            "CA": ("CPSO", self.d4(6)),
            "IN": ("Reg. No.", "KMC-%s" % self.d4(5)),
            "NG": ("MDCN", "MDCN/R/%s" % self.d4(5)),
            "PH": ("PRC Lic.", self.d4(7)),
        }[self.loc]

    def device(self):
        return self.ch(["SN %s%s" % (self.letters(3), self.d4(6)), "%sH%s" % (self.d4(2), self.d4(8)),
                        "PMP-%s-%s" % (self.d4(2), self.d4(5)), "HA%s" % self.d4(7), "GM-%s-%s" % (self.d4(4), self.d4(4)),
                        "%s%s%s" % (self.letters(2), self.d4(4), self.letters(2))]).replace("SN ", "")

    def vehicle(self):
        loc = self.loc
        if self.maybe(0.2):
            return "VIN", "".join(self.ch("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))
        v = {
            "US": lambda: "%d%s%s" % (self.r.randint(1, 9), self.letters(3), self.d4(3)),
            "UK": lambda: "%s%s %s" % (self.letters(2), self.d4(2), self.letters(3)),
            "AU": lambda: "%d%s-%d%s" % (self.r.randint(1, 9), self.letters(2), self.r.randint(1, 9), self.letters(2)),
            "NZ": lambda: "%s%s" % (self.letters(3), self.d4(3)),
            "CA": lambda: "%s %s" % (self.letters(4), self.d4(3)),
            "IN": lambda: "%s %s %s %s" % (self.ch(["KA", "MH", "TN", "KL"]), self.d4(2), self.letters(2), self.d4(4)),
            "NG": lambda: "%s-%s%s" % (self.letters(3), self.d4(3), self.letters(2)),
            "PH": lambda: "%s %s" % (self.letters(3), self.d4(4)),
        }[loc]()
        return self.ch(["plate", "reg", "rego", "plate no."]), v

    def bioid(self):
        kind = self.ch(["fingerprint ID", "palm-vein ID", "voiceprint ref", "face-match ID", "iris template no.",
                        "biometric enrolment no."])
        v = self.ch(["FP-%s" % self.d4(5), "PV-%s-%s" % (self.d4(4), self.d4(2)), "VP-%s-%s" % (self.d4(2), self.d4(4)),
                     "FID%s-%d" % (self.d4(4), self.r.randint(1, 9)), "IR-%s" % self.d4(5), "BIO%s" % self.d4(6)])
        return kind, v

    def idnum(self, kind=None):
        kind = kind or self.ch(["Accession", "Order", "Specimen", "Req", "Rx #", "Referral", "Case", "Ticket"])
        v = {
            "Accession": lambda: "%s%d-%s" % (self.ch("SHCM"), self.today.year % 100, self.d4(5)),
            "Order": lambda: "ORD-%s-%s" % (self.d4(4), self.d4(4)),
            "Specimen": lambda: "SPC %d-%s" % (self.today.year % 100, self.d4(6)),
            "Req": lambda: "REQ %s" % self.d4(5),
            "Rx #": lambda: self.d4(7),
            "Referral": lambda: "REF-%d-%s" % (self.today.year, self.d4(4)),
            "Case": lambda: "PA-%s-%s" % (self.d4(2), self.d4(4)),
            "Ticket": lambda: "TKT %s" % self.d4(5),
        }[kind]()
        return kind, v
