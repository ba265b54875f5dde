"""PHI surface-form generators. Every function returns either a string value or a
list of pieces for core.Note.add (plain strings and (value, TYPE) tuples)."""
import datetime as dt

import pools_names as PN
import pools_places as PP
from core import pick, chance

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD = [w[:3] for w in WEEKDAYS]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


class Person:
    def __init__(self, first, last, sex, middle=None):
        self.first, self.last, self.sex, self.middle = first, last, sex, middle
        self.title = None
        self.cred = None
        self.role = None

    @property
    def full(self):
        return "%s %s" % (self.first, self.last)

    @property
    def ini(self):
        return self.first[0] + self.last.replace("O'", "").replace("Mc", "M")[0]


SURGEON_CRED = {"UK": ["FRCS", "FRCS (Orth)", "FRCS(Tr&Orth)", "MB ChB FRCS", "FRCOG"],
                "US": ["MD", "DO", "MD, FACS", "MD FACS"],
                "AU": ["FRACS", "MBBS FRACS", "FRANZCOG"],
                "CA": ["MD, FRCSC", "MD FRCSC", "MD"]}
NURSE_CRED = {"UK": ["RN", "RGN", "RN BSc", "NMP"], "US": ["RN", "BSN, RN", "RN, CNOR"],
              "AU": ["RN", "CN", "RN BN"], "CA": ["RN", "RN, BScN"]}
DECON_CRED = {"UK": ["IDSc", "MIDSc", "FIDSc", "BSc"], "US": ["CRCST", "CIS", "CHL", "CRCST, CHL"],
              "AU": ["Cert IV Sterilisation", "Cert III"], "CA": ["CMDRT", "MDRT", "CRCST"]}


class Loc:
    """Locale-aware generator for one note."""

    def __init__(self, rng, country):
        self.r = rng
        self.c = country
        self._hosp = None

    # ---------------------------------------------------------------- people
    def person(self, sex=None):
        r = self.r
        sex = sex or pick(r, "FM")
        first = pick(r, PN.FEMALE if sex == "F" else PN.MALE)
        last = pick(r, PN.SURNAMES)
        mid = pick(r, PN.MIDDLE_INITIALS) if chance(r, 0.35) else None
        return Person(first, last, sex, mid)

    def patient(self):
        p = self.person()
        p.title = pick(self.r, PN.TITLES_F if p.sex == "F" else PN.TITLES_M)
        return p

    def staff(self, kind="decon"):
        p = self.person()
        r, c = self.r, self.c
        if kind == "surgeon":
            p.title = pick(r, ["Mr", "Ms", "Miss"] if c == "UK" and chance(r, 0.6) else ["Dr", "Dr."])
            if p.title in ("Mr",) and p.sex == "F":
                p.title = "Ms"
            if p.title in ("Ms", "Miss") and p.sex == "M":
                p.title = "Mr"
            p.cred = pick(r, SURGEON_CRED[c])
        elif kind == "doctor":
            p.title = pick(r, ["Dr", "Dr.", "Prof"])
            p.cred = pick(r, ["MD", "MBBS", "FRCPath", "MRCP", "FRCPC", "FRACP"])
        elif kind == "nurse":
            p.title = pick(r, ["Sister", "Charge Nurse"]) if c == "UK" and chance(r, 0.3) else None
            p.cred = pick(r, NURSE_CRED[c])
        else:
            p.title = None
            p.cred = pick(r, DECON_CRED[c]) if chance(r, 0.5) else None
        p.role = kind
        return p

    def name(self, p, typ, style=None):
        """Render a person. Titles and credentials stay outside the span."""
        r = self.r
        if style is None:
            style = pick(r, ["full", "full", "title_last", "init_last", "last_first", "fullmi",
                             "LAST_FIRST", "last_init", "first", "cred", "title_full"])
        mi = (" %s." % p.middle) if p.middle else ""
        if style == "full":
            return [(p.full, typ)]
        if style == "fullmi":
            return [("%s%s %s" % (p.first, mi, p.last), typ)]
        if style == "title_last":
            t = p.title or ("Dr" if typ == "DOCTOR" and p.role in ("surgeon", "doctor") else None)
            if not t:
                return [(p.full, typ)]
            return [t + " ", (p.last, typ)]
        if style == "title_full":
            if not p.title:
                return [(p.full, typ)]
            return [p.title + " ", (p.full, typ)]
        if style == "init_last":
            return [(pick(r, ["%s. %s", "%s %s", "%s.%s"]) % (p.first[0], p.last), typ)]
        if style == "last_first":
            return [("%s, %s%s" % (p.last, p.first, mi), typ)]
        if style == "LAST_FIRST":
            return [("%s, %s%s" % (p.last.upper(), p.first.upper(), (" " + p.middle) if p.middle else ""), typ)]
        if style == "last_init":
            return [(pick(r, ["%s %s", "%s, %s.", "%s %s."]) % (pick(r, [p.last, p.last.upper()]), p.first[0]), typ)]
        if style == "initials":
            return [(pick(r, ["%s%s", "%s.%s.", "%s.%s"]) % (p.first[0], p.last[0]), typ)]
        if style == "first":
            return [(PN.NICK.get(p.first, p.first) if chance(r, 0.3) else p.first, typ)]
        if style == "last":
            return [(p.last, typ)]
        if style == "cred":
            if not p.cred:
                return [(p.full, typ)]
            return [(p.full, typ), pick(r, [", ", " ", " - "]) + p.cred]
        raise ValueError(style)

    def doc(self, p, style=None):
        return self.name(p, "DOCTOR", style)

    # ---------------------------------------------------------------- dates
    def date_fmt(self, d, style=None):
        r = self.r
        if style is None:
            if self.c == "US":
                style = pick(r, ["mdY", "mdY", "mdy", "m/d/Y", "Bd,Y", "bdY", "ISO", "m-d-Y"])
            elif self.c == "CA":
                style = pick(r, ["ISO", "ISO", "Bd,Y", "dBY", "mdY", "dmY", "bdY"])
            else:
                style = pick(r, ["dmY", "dmY", "dmy", "dBY", "d-b-Y", "d.m.Y", "ISO", "dby", "ordB"])
        D, M, Y = d.day, d.month, d.year
        f = {
            "mdY": "%02d/%02d/%d" % (M, D, Y), "mdy": "%02d/%02d/%02d" % (M, D, Y % 100),
            "m/d/Y": "%d/%d/%d" % (M, D, Y), "Bd,Y": "%s %d, %d" % (MONTHS[M - 1], D, Y),
            "bdY": "%s %d %d" % (MON[M - 1], D, Y), "ISO": "%d-%02d-%02d" % (Y, M, D),
            "m-d-Y": "%02d-%02d-%d" % (M, D, Y), "dmY": "%02d/%02d/%d" % (D, M, Y),
            "dmy": "%02d/%02d/%02d" % (D, M, Y % 100), "dBY": "%d %s %d" % (D, MONTHS[M - 1], Y),
            "d-b-Y": "%02d-%s-%d" % (D, MON[M - 1], Y), "d.m.Y": "%02d.%02d.%d" % (D, M, Y),
            "dby": "%d %s %02d" % (D, MON[M - 1], Y % 100),
            "ordB": "%s %s %d" % (ordinal(D), MONTHS[M - 1], Y),
            "DMY": "%02d%s%d" % (D, MON[M - 1].upper(), Y),
            "wd_dm": "%s %d/%d" % (WD[d.weekday()], D, M), "wd_md": "%s %d/%d" % (WD[d.weekday()], M, D),
            "WD_full": "%s, %s" % (WEEKDAYS[d.weekday()], ("%s %d, %d" % (MONTHS[M - 1], D, Y)) if self.c == "US"
                                   else ("%d %s %d" % (D, MONTHS[M - 1], Y))),
            "WD_dmY": "%s %02d/%02d/%d" % (WD[d.weekday()], D, M, Y),
            "WD_mdY": "%s %02d/%02d/%d" % (WD[d.weekday()], M, D, Y),
            "BY": "%s %d" % (MONTHS[M - 1], Y), "bY": "%s-%02d" % (MON[M - 1], Y % 100),
            "Y": "%d" % Y, "dB": "%d %s" % (D, MONTHS[M - 1]), "Bd": "%s %d" % (MONTHS[M - 1], D),
            "compact": "%d%02d%02d" % (Y, M, D),
        }
        return f[style]

    def date(self, d, style=None):
        return (self.date_fmt(d, style), "DATE")

    def date_wd(self, d):
        if self.c == "US" or (self.c == "CA" and chance(self.r, 0.5)):
            return self.date(d, pick(self.r, ["WD_full", "wd_md", "WD_mdY"]))
        return self.date(d, pick(self.r, ["WD_full", "wd_dm", "WD_dmY"]))

    def date_short(self, d):
        """numeric short form used on labels and in tables"""
        if self.c == "US":
            return self.date(d, pick(self.r, ["mdY", "mdy", "m/d/Y"]))
        if self.c == "CA":
            return self.date(d, pick(self.r, ["ISO", "ISO", "mdY"]))
        return self.date(d, pick(self.r, ["dmY", "dmy", "d.m.Y"]))

    def rand_date(self, y0=2021, y1=2025):
        r = self.r
        start = dt.date(y0, 1, 1).toordinal()
        end = dt.date(y1, 6, 30).toordinal()
        return dt.date.fromordinal(r.randint(start, end))

    def dob(self, age, ref):
        r = self.r
        y = ref.year - age
        d = dt.date(y, r.randint(1, 12), r.randint(1, 28))
        if (d.month, d.day) > (ref.month, ref.day):
            d = dt.date(y - 1, d.month, d.day)
        return d

    @staticmethod
    def plus(d, days):
        return d + dt.timedelta(days=days)

    def time(self):
        r = self.r
        return pick(r, ["%02d:%02d", "%02d%02d", "%02d:%02d", "%d.%02d"]) % (r.randint(6, 22), r.randint(0, 59))

    # ---------------------------------------------------------------- age
    def age(self, a, style=None):
        r = self.r
        s = str(a)
        if style is None:
            style = pick(r, ["yo", "year-old", "y", "aged", "Age:", "sex", "yrs", "paren"])
        if style == "yo":
            return [(s, "AGE"), pick(r, [" yo", "yo", " y/o", " yr old"])]
        if style == "year-old":
            return [(s, "AGE"), "-year-old"]
        if style == "y":
            return [(s, "AGE"), pick(r, ["y", " y", "Y"])]
        if style == "aged":
            return ["aged ", (s, "AGE")]
        if style == "Age:":
            return ["Age: ", (s, "AGE")]
        if style == "sex":
            return [(s, "AGE"), pick(r, [" M", "M", " F", "F"])]
        if style == "yrs":
            return [(s, "AGE"), pick(r, [" yrs", " years"])]
        if style == "paren":
            return ["(", (s, "AGE"), pick(r, ["y)", " yrs)", ")"])]
        raise ValueError(style)

    # ---------------------------------------------------------------- places
    def town(self):
        c, r = self.c, self.r
        if c == "US":
            t = pick(r, PP.US_TOWNS)
            return {"city": t[0], "state": t[1], "state_full": t[2], "pc": t[3]}
        if c == "UK":
            t = pick(r, PP.UK_TOWNS)
            return {"city": t[0], "state": None, "county": t[1], "pc": t[2]}
        if c == "AU":
            t = pick(r, PP.AU_TOWNS)
            return {"city": t[0], "state": t[1], "state_full": t[2], "pc": t[3]}
        t = pick(r, PP.CA_TOWNS)
        return {"city": t[0], "state": t[1], "state_full": t[2], "pc": t[3]}

    def postcode(self, pc):
        r, c = self.r, self.c
        if c == "US":
            z = pc + "%03d" % r.randint(0, 999)
            return z + ("-%04d" % r.randint(0, 9999) if chance(r, 0.2) else "")
        if c == "UK":
            L = "ABDEFGHJLNPQRSTUWXYZ"
            return "%s%d %d%s%s" % (pc, r.randint(1, 29), r.randint(1, 9), pick(r, L), pick(r, L))
        if c == "AU":
            return pc + "".join(str(r.randint(0, 9)) for _ in range(4 - len(pc)))
        L = "ABCEGHJKLMNPRSTVXY"
        return "%s%d%s %d%s%d" % (pc, r.randint(1, 9), pick(r, L), r.randint(1, 9), pick(r, L), r.randint(0, 9))

    def street(self):
        r, c = self.r, self.c
        name = "%s %s" % (pick(r, PP.STREET_A), pick(r, PP.STREET_B[c]))
        n = r.randint(1, 480)
        if c == "AU" and chance(r, 0.3):
            return "%d/%d %s" % (r.randint(1, 24), n, name)
        if c == "UK" and chance(r, 0.2):
            return "Flat %d, %d %s" % (r.randint(1, 12), n, name)
        if c in ("US", "CA") and chance(r, 0.25):
            return "%d %s, %s %s" % (n * 10 + r.randint(0, 9), name, pick(r, ["Apt", "Unit", "Suite", "#"]), r.randint(1, 40))
        if c == "US":
            n = n * pick(r, [1, 10, 10, 100]) + r.randint(0, 9)
        return "%d %s" % (n, name)

    def address(self):
        t = self.town()
        t["street"] = self.street()
        t["zip"] = self.postcode(t["pc"])
        return t

    def addr_line(self, a, with_country=False):
        """one-line address: street, town, state zip"""
        c = self.c
        out = [(a["street"], "STREET"), ", ", (a["city"], "CITY")]
        if c == "UK":
            if chance(self.r, 0.3):
                out += [", ", (a["county"], "CITY")]
            out += [", ", (a["zip"], "ZIP")]
        elif c == "AU":
            out += [" ", (a["state"], "STATE"), " ", (a["zip"], "ZIP")]
        else:
            out += [", ", (a["state"], "STATE"), " ", (a["zip"], "ZIP")]
        if with_country:
            out += [", ", (pick(self.r, PP.COUNTRY_NAMES[c]), "COUNTRY")]
        return out

    def addr_block(self, a, with_country=False):
        """multi-line address; returns list of piece-lists (one per line)"""
        c = self.c
        lines = [[(a["street"], "STREET")]]
        if c == "UK":
            lines.append([(a["city"], "CITY")])
            if chance(self.r, 0.4):
                lines.append([(a["county"], "CITY")])
            lines.append([(a["zip"], "ZIP")])
        elif c == "AU":
            lines.append([(a["city"].upper() if chance(self.r, 0.5) else a["city"], "CITY"), " ",
                          (a["state"], "STATE"), "  ", (a["zip"], "ZIP")])
        else:
            st = a["state"] if chance(self.r, 0.8) else a["state_full"]
            lines.append([(a["city"], "CITY"), ", ", (st, "STATE"), "  ", (a["zip"], "ZIP")])
        if with_country:
            lines.append([(pick(self.r, PP.COUNTRY_NAMES[c]), "COUNTRY")])
        return lines

    def topo(self):
        r = self.r
        a = pick(r, PP.TOPO_A)
        b = pick(r, PP.TOPO_B)
        return a + b if chance(r, 0.7) else "%s %s" % (a, pick(r, ["Vale", "Park", "Heath", "Bay", "Valley", "Hill"]))

    def hospital(self, fresh=False):
        if self._hosp and not fresh:
            return self._hosp
        r = self.r
        h = pick(r, PP.HOSP_PATTERNS[self.c]).format(T=self.topo(), S=pick(r, PP.SAINTS)).replace("Valley Valley", "Valley")
        if not fresh:
            self._hosp = h
        return h

    def provider(self):
        return pick(self.r, PP.PROVIDER_PATTERNS[self.c]).format(T=self.topo())

    def ssd_unit(self):
        return pick(self.r, PP.SSD_PATTERNS[self.c]).format(T=self.topo())

    def endo_unit(self):
        return pick(self.r, PP.ENDO_PATTERNS).format(T=self.topo())

    def ward(self):
        r = self.r
        if chance(r, 0.5):
            return "%s %s" % (pick(r, PP.WARD_NAMED), pick(r, ["Ward", "Unit", "Ward", "Suite"]))
        if self.c in ("US", "CA"):
            return "%d %s" % (r.randint(2, 9), pick(r, ["West", "East", "North", "South"]))
        return "Ward %d%s" % (r.randint(1, 34), pick(r, ["", "A", "B", "C"]))

    def room(self):
        """(label, value) for theatre / room numbers -> value is LOCATION_OTHER"""
        r = self.r
        lab = {"UK": ["Theatre ", "Th ", "Theatre "], "US": ["OR ", "OR #", "Room "],
               "AU": ["OT ", "Theatre ", "OR "], "CA": ["OR ", "Room ", "OR "]}[self.c]
        return (pick(r, lab), str(r.randint(1, 16)) + (pick(r, ["A", "B"]) if chance(r, 0.1) else ""))

    def supplier(self):
        r = self.r
        return "%s %s %s" % (pick(r, PP.SUPPLIER_STEM), pick(r, PP.SUPPLIER_KIND),
                             pick(r, PP.SUPPLIER_SUFFIX[self.c]))

    def country_name(self):
        return pick(self.r, PP.COUNTRY_NAMES[self.c])

    # ---------------------------------------------------------------- contact
    def phone(self, kind="main", ext=False):
        r, c = self.r, self.c
        if c in ("US", "CA"):
            area = "%d%02d" % (r.randint(2, 9), r.randint(1, 98))
            line = "01%02d" % r.randint(0, 99)
            if kind == "free":
                area = pick(r, ["800", "888", "877", "866"])
            s = pick(r, ["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "+1 %s 555 %s", "1-%s-555-%s"]) % (area, line)
        elif c == "UK":
            if kind == "mobile":
                s = "077%02d 555 %03d" % (r.randint(0, 99), r.randint(0, 999))
            elif kind == "free":
                s = "0800 555 %04d" % r.randint(0, 9999)
            else:
                code = pick(r, ["0113", "0114", "0115", "0116", "0117", "0118", "0121", "0131",
                                "0141", "0151", "0161", "0191", "01224", "01392", "01603", "01752", "020"])
                if code == "020":
                    s = "020 7555 %04d" % r.randint(0, 9999)
                elif len(code) == 5:
                    s = "%s 555%03d" % (code, r.randint(0, 999))
                else:
                    s = pick(r, ["%s 555 %04d", "%s-555-%04d", "+44 %s 555 %04d"]) % (
                        code, r.randint(0, 9999))
                    if s.startswith("+44 0"):
                        s = "+44 " + s[5:]
        else:
            if kind == "mobile":
                s = "04%02d 555 %03d" % (r.randint(0, 99), r.randint(0, 999))
            elif kind == "free":
                s = "1800 555 %03d" % r.randint(0, 999)
            else:
                ac = pick(r, ["02", "03", "07", "08"])
                s = pick(r, ["(%s) 555%d %04d", "%s 555%d %04d", "+61 %s 555%d %04d"]) % (
                    ac, r.randint(0, 9), r.randint(0, 9999))
                if s.startswith("+61 0"):
                    s = "+61 " + s[5:]
        if ext:
            s += pick(r, [" ext. ", " ext ", " x", " Ext "]) + str(r.randint(2000, 7999))
        return s

    def extension(self):
        r = self.r
        return pick(r, ["555%d", "555%02d", "4555%d", "2555%d"]) % r.randint(0, 9)

    def slug(self, name):
        w = [x for x in "".join(ch if ch.isalnum() or ch == " " else " " for ch in name.lower()).split()
             if x not in ("the", "st", "of", "and", "ltd", "inc", "pty", "llc", "corp", "nhs", "uk")]
        if not w:
            return "mail"
        return w[0] + (w[1][:4] if len(w) > 1 and chance(self.r, 0.5) else "")

    def email(self, p=None, org=None, local=None):
        r = self.r
        if local is None:
            if p is not None:
                f, l = p.first.lower(), p.last.lower().replace(" ", "").replace("'", "").replace(".", "")
                local = pick(r, ["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s.%s" % (f[0], l),
                                 "%s_%s" % (f, l), "%s.%s%d" % (f, l, r.randint(1, 9))])
            else:
                local = pick(r, ["sterile.services", "ssd.enquiries", "decon.lead", "lookback",
                                 "infection.prevention", "endoscopy.decon", "loans", "customer.service",
                                 "orders", "spd.manager", "theatres.admin", "quality", "recall.team"])
        tld = pick(r, ["example.org", "example.com", "example.net"])
        dom = ("%s.%s" % (self.slug(org), tld)) if org and chance(r, 0.8) else tld
        return local + "@" + dom

    def url(self, org=None, path=None):
        r = self.r
        tld = pick(r, ["example.org", "example.com", "example.net"])
        host = ("%s.%s" % (self.slug(org), tld)) if org and chance(r, 0.6) else tld
        path = path or pick(r, ["lookback", "recall/faq", "patients/letter-info", "decon/ifu",
                                "loans/portal", "ssd/track", "support/rma", "portal/login"])
        return pick(r, ["https://www.%s/%s", "www.%s/%s", "https://%s/%s", "http://%s/%s"]) % (host, path)

    def ip(self):
        r = self.r
        k = r.randint(0, 2)
        if k == 0:
            return "10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(1, 254))
        if k == 1:
            return "192.168.%d.%d" % (r.randint(0, 255), r.randint(1, 254))
        return "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(1, 254))

    # ---------------------------------------------------------------- IDs
    def digits(self, n):
        return "".join(str(self.r.randint(0, 9)) for _ in range(n))

    def letters(self, n, alpha="ABCDEFGHJKLMNPRSTUVWXYZ"):
        return "".join(pick(self.r, alpha) for _ in range(n))

    def mrn(self):
        r, c = self.r, self.c
        if c == "US":
            return pick(r, ["%s", "E%s", "M%s", "%s"]) % self.digits(pick(r, [7, 8, 8, 9]))
        if c == "UK":
            return pick(r, ["%s%s" % (self.letters(1), self.digits(6)), "RX%s" % self.digits(7),
                            "%s%s" % (self.letters(1), self.digits(7))])
        if c == "AU":
            return pick(r, ["%s", "%s", "0%s"]) % self.digits(pick(r, [6, 7]))
        return pick(r, ["M%s", "H-%s", "%s"]) % self.digits(7)

    def nhs(self):
        s = "999" + self.digits(7)
        return pick(self.r, ["%s %s %s" % (s[:3], s[3:6], s[6:]), s, "%s-%s-%s" % (s[:3], s[3:6], s[6:])])

    def ssn(self):
        r = self.r
        if self.c == "CA":
            s = "9" + self.digits(8)
            return pick(r, ["%s %s %s", "%s-%s-%s"]) % (s[:3], s[3:6], s[6:])
        a = pick(r, ["9%s" % self.digits(2), "000"])
        return "%s-%s-%s" % (a, self.digits(2), self.digits(4))

    def healthplan(self):
        r, c = self.r, self.c
        if c == "US":
            return pick(r, ["%s%s" % (self.letters(3), self.digits(6)), "W%s" % self.digits(10),
                            "%s%s%s" % (self.digits(1), self.letters(2), self.digits(7))])
        if c == "AU":
            s = str(r.randint(2, 6)) + self.digits(9)
            return pick(r, ["%s %s %s", "%s%s%s"]) % (s[:4], s[4:9], s[9])
        if c == "CA":
            return pick(r, ["%s-%s-%s-%s" % (self.digits(4), self.digits(3), self.digits(3), self.letters(2)),
                            "9%s %s %s" % (self.digits(3), self.digits(3), self.digits(3)),
                            "%s-%s" % (self.digits(5), self.digits(4))])
        return "%s-%s" % (self.letters(3), self.digits(7))

    def account(self):
        r = self.r
        return pick(r, ["%s-%s" % (self.digits(4), self.digits(4)), self.digits(10),
                        "V%s" % self.digits(7), "ENC-%s" % self.digits(8), self.digits(8),
                        "ACC%s" % self.digits(6), "C-%s" % self.digits(6)])

    def license(self, kind=None):
        r, c = self.r, self.c
        if kind is None:
            kind = {"US": pick(r, ["NPI", "DEA", "NPI"]), "UK": pick(r, ["GMC", "NMC"]),
                    "AU": "AHPRA", "CA": "CPSO"}[c]
        if kind == "NPI":
            return "1" + self.digits(9)
        if kind == "DEA":
            return self.letters(2, "ABFM") + self.digits(7)
        if kind == "GMC":
            return self.digits(7)
        if kind == "NMC":
            return "%s%s%s%s" % (self.digits(2), self.letters(1), self.digits(4), self.letters(1))
        if kind == "HCPC":
            return "ODP%s" % self.digits(5)
        if kind == "AHPRA":
            return "%s000%s" % (pick(r, ["MED", "NMW"]), self.digits(7))
        if kind == "CPSO":
            return self.digits(5)
        if kind == "DL":
            if c == "UK":
                return "%s%s%s%s" % (self.letters(5), self.digits(6), self.letters(2), self.digits(3))
            return "%s%s" % (self.letters(1), self.digits(pick(r, [7, 8])))
        raise ValueError(kind)

    def tray_id(self, prefix):
        r = self.r
        return pick(r, ["%s-%03d", "%s-%03d", "%s/%02d", "%s%04d"]) % (prefix, r.randint(1, 60))

    def serial(self, kind="scope"):
        r = self.r
        if kind == "scope":
            return pick(r, [self.digits(7), "%s%s" % (self.letters(1), self.digits(6)), "2%s" % self.digits(6)])
        if kind == "machine":
            return pick(r, ["%s-%s" % (self.letters(3), self.digits(5)), "%s%s-%s" % (self.letters(2), self.digits(2), self.digits(4)),
                            self.digits(9)])
        if kind == "asset":
            return pick(r, ["BME %s" % self.digits(6), "EQ-%s" % self.digits(5), "%s" % self.digits(6), "AST%s" % self.digits(5)])
        if kind == "loanset":
            return pick(r, ["LS-%s-%s" % (self.digits(4), self.digits(2)), "%s%s" % (self.letters(2), self.digits(6)),
                            "SET %s" % self.digits(5)])
        if kind == "instrument":
            return pick(r, ["%s-%s" % (self.digits(2), self.digits(5)), "%s%s" % (self.letters(1), self.digits(7)),
                            "%s%s%s" % (self.letters(2), self.digits(4), self.letters(1))])
        if kind == "barcode":
            return pick(r, ["T%s" % self.digits(7), "0%s" % self.digits(11), "%s" % self.digits(10)])
        raise ValueError(kind)

    def vehicle(self):
        r, c = self.r, self.c
        if c == "UK":
            return "%s%02d %s" % (self.letters(2), r.choice([18, 19, 20, 21, 22, 23, 68, 69, 70, 71, 72, 73]), self.letters(3))
        if c == "US":
            return pick(r, ["%d%s%s" % (r.randint(1, 9), self.letters(3), self.digits(3)),
                            "%s-%s" % (self.letters(3), self.digits(4))])
        if c == "AU":
            return pick(r, ["%d%s %d%s" % (r.randint(1, 9), self.letters(2), r.randint(1, 9), self.letters(2)),
                            "%s-%s" % (self.letters(3), self.digits(3)), "%s%s%s" % (self.letters(3), self.digits(2), self.letters(1))])
        return "%s %s" % (self.letters(4), self.digits(3))

    def bioid(self):
        r = self.r
        return pick(r, ["FP-%s" % self.digits(5), "FPT-%s" % self.digits(5), "PV-%s-%s" % (self.digits(4), self.digits(1)),
                        "BIO%s" % self.digits(6), "FT%s" % self.digits(7)])

    def idnum(self, kind):
        r = self.r
        y = r.randint(21, 25)
        f = {
            "ncr": lambda: pick(r, ["NCR-20%d-%04d", "NC%d/%03d", "NCR%d-%03d"]) % ((y, r.randint(1, 400)) if True else 0),
            "incident": lambda: pick(r, ["W%s" % self.digits(6), "IR-%d-%04d" % (y, r.randint(1, 9999)),
                                         "INC%s" % self.digits(7), "RL-%s" % self.digits(6), "DTX%s" % self.digits(6)]),
            "lookback": lambda: pick(r, ["LB-20%d-%02d" % (y, r.randint(1, 40)), "LB/%d/%03d" % (y, r.randint(1, 200)),
                                         "LBK%d%03d" % (y, r.randint(1, 999))]),
            "case": lambda: pick(r, ["%d-%s" % (y, self.digits(6)), "SC-%d-%s" % (y, self.digits(5)),
                                     "CASE%s" % self.digits(7), "OP%s" % self.digits(6)]),
            "po": lambda: pick(r, ["45%s" % self.digits(8), "PO-%s" % self.digits(5), "P0%s" % self.digits(6)]),
            "loan": lambda: pick(r, ["LR-%s" % self.digits(6), "LN%d-%04d" % (y, r.randint(1, 9999)), "SO%s" % self.digits(7)]),
            "consign": lambda: pick(r, ["CN %s %s %s" % (self.digits(4), self.digits(4), self.digits(2)),
                                        "%s%s" % (self.letters(2), self.digits(9)), "JD%s" % self.digits(12)]),
            "complaint": lambda: pick(r, ["CMP-%s" % self.digits(4), "PALS/%d/%04d" % (y, r.randint(1, 9999)), "FB%s" % self.digits(5)]),
            "rma": lambda: pick(r, ["RMA-%s" % self.digits(5), "RMA%s" % self.digits(7), "RTN-%s" % self.digits(6)]),
            "specimen": lambda: pick(r, ["S%d-%s" % (y, self.digits(4)), "MB%s" % self.digits(7), "%d:%s" % (y, self.digits(6))]),
            "wo": lambda: pick(r, ["WO-%s" % self.digits(6), "JOB %s" % self.digits(5), "SR%s" % self.digits(7)]),
            "audit": lambda: pick(r, ["AUD/%d/%03d" % (y, r.randint(1, 150)), "QA-%d-%02d" % (y, r.randint(1, 60))]),
            "letter": lambda: pick(r, ["%s/%s/LB" % (self.letters(2), self.digits(4)), "Ref-%s" % self.digits(6)]),
            "seal": lambda: pick(r, ["%s" % self.digits(7), "TS-%s" % self.digits(6)]),
        }[kind]
        return f()

    def username(self, p):
        r = self.r
        f, l = p.first.lower(), p.last.lower().replace(" ", "").replace("'", "").replace(".", "")
        return pick(r, ["%s%s" % (f[0], l), "%s%s" % (l, f[0]), "%s.%s" % (f[0], l),
                        "%s%s%d" % (f[0], l[:6], r.randint(1, 9)), "%s%s" % (f[:3], l[:3]),
                        "%s_%s" % (f, l[:1])])
