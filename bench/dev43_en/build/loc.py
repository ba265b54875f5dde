"""Locale conventions: dates, times, phones, addresses, identifiers, people,
institutions.  One Locale object is made per note, so each note gets its own
house style (date format, phone layout) drawn from its locale's habits."""
import datetime as dt
import string

import names
import places
from phi import P

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
WD_ALT = ["Mon", "Tues", "Wed", "Thurs", "Fri", "Sat", "Sun"]

UPPER = "ABCDEFGHJKLMNPRSTUVWXYZ"
DIG = "0123456789"


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


def fmt_date(d, style):
    D, M, Y = d.day, d.month, d.year
    wd = d.weekday()
    s = style
    if s == "mdy":
        return "%02d/%02d/%d" % (M, D, Y)
    if s == "mdy_np":
        return "%d/%d/%d" % (M, D, Y)
    if s == "mdy_yy":
        return "%d/%d/%02d" % (M, D, Y % 100)
    if s == "mdy_dash":
        return "%02d-%02d-%d" % (M, D, Y)
    if s == "us_long":
        return "%s %d, %d" % (MONTHS[M - 1], D, Y)
    if s == "us_abbr":
        return "%s %d, %d" % (MON3[M - 1], D, Y)
    if s == "iso":
        return "%d-%02d-%02d" % (Y, M, D)
    if s == "dmy":
        return "%02d/%02d/%d" % (D, M, Y)
    if s == "dmy_np":
        return "%d/%d/%d" % (D, M, Y)
    if s == "dmy_yy":
        return "%02d/%02d/%02d" % (D, M, Y % 100)
    if s == "uk_long":
        return "%d %s %d" % (D, MONTHS[M - 1], Y)
    if s == "uk_abbr":
        return "%d %s %d" % (D, MON3[M - 1], Y)
    if s == "uk_ord":
        return "%s %s %d" % (ordinal(D), MONTHS[M - 1], Y)
    if s == "dmon":
        return "%02d-%s-%d" % (D, MON3[M - 1], Y)
    if s == "DMON":
        return "%02d-%s-%d" % (D, MON3[M - 1].upper(), Y)
    if s == "dmonyy":
        return "%02d-%s-%02d" % (D, MON3[M - 1], Y % 100)
    if s == "dot":
        return "%02d.%02d.%d" % (D, M, Y)
    if s == "ymon":
        return "%d-%s-%02d" % (Y, MON3[M - 1], D)
    if s == "ymd_slash":
        return "%d/%02d/%02d" % (Y, M, D)
    # partial / weekday forms
    if s == "md":
        return "%d/%d" % (M, D)
    if s == "dm":
        return "%d/%d" % (D, M)
    if s == "md_long":
        return "%s %d" % (MONTHS[M - 1], D)
    if s == "md_abbr":
        return "%s %d" % (MON3[M - 1], D)
    if s == "md_ord":
        return "%s %s" % (MONTHS[M - 1], ordinal(D))
    if s == "dm_long":
        return "%d %s" % (D, MONTHS[M - 1])
    if s == "dm_abbr":
        return "%d %s" % (D, MON3[M - 1])
    if s == "dm_ord":
        return "%s %s" % (ordinal(D), MONTHS[M - 1])
    if s == "ord":
        return ordinal(D)
    if s == "wd":
        return WEEKDAYS[wd]
    if s == "wd3":
        return WD3[wd]
    if s == "my_long":
        return "%s %d" % (MONTHS[M - 1], Y)
    if s == "my_abbr":
        return "%s %d" % (MON3[M - 1], Y)
    if s == "my_num":
        return "%02d/%d" % (M, Y)
    if s == "month":
        return MONTHS[M - 1]
    if s == "year":
        return str(Y)
    raise ValueError(style)


def wd_prefix(d, style, long=False, comma=False, alt=False):
    if long:
        w = WEEKDAYS[d.weekday()]
    elif alt:
        w = WD_ALT[d.weekday()]
    else:
        w = WD3[d.weekday()]
    return w + (", " if comma else " ") + fmt_date(d, style)


class Locale:
    CODES = ["US", "UK", "CA", "AU", "IE", "NZ"]

    def __init__(self, code, rng):
        self.code = code
        self.r = rng
        r = rng
        c = code
        self.us_like = c in ("US", "CA")
        # house date style
        if c == "US":
            self.dstyle = r.choice(["mdy", "mdy", "mdy_np", "mdy_np", "us_abbr", "us_long", "mdy_yy"])
            self.hstyle = r.choice(["mdy", "mdy_np", "iso", "mdy"])
            self.short = "md"
            self.dm_long = "md_long"
        elif c == "CA":
            self.dstyle = r.choice(["iso", "iso", "us_abbr", "us_long", "ymon", "dmon", "ymd_slash", "dmy"])
            self.hstyle = r.choice(["iso", "ymon", "ymd_slash", "dmon"])
            self.short = r.choice(["md", "dm_abbr", "md_abbr"])
            self.dm_long = "md_long"
        elif c in ("UK", "IE"):
            self.dstyle = r.choice(["dmy", "dmy", "uk_long", "uk_abbr", "dmon", "dmy_yy", "uk_ord", "dot", "dmy_np"])
            self.hstyle = r.choice(["dmy", "dmon", "dmy", "uk_abbr", "DMON"])
            self.short = r.choice(["dm", "dm_abbr", "dm_long"])
            self.dm_long = "dm_long"
        else:  # AU, NZ
            self.dstyle = r.choice(["dmy", "dmy", "dmy_np", "uk_long", "uk_abbr", "dmon", "dmy_yy"])
            self.hstyle = r.choice(["dmy", "dmon", "dmy", "uk_abbr"])
            self.short = r.choice(["dm", "dm_abbr", "dm_long"])
            self.dm_long = "dm_long"
        self.h12 = (c == "US" and r.random() < 0.75) or (c == "CA" and r.random() < 0.35)
        self.pstyle = r.randrange(4)
        self.hrs = r.choice([" hrs", "hrs", "h"])
        self.dot_titles = (c in ("US", "CA") and r.random() < 0.85) or (c not in ("US", "CA") and r.random() < 0.08)
        self.origins = names.LOCALE_ORIGINS[c]

    # ------------------------------------------------------------------ dates
    def d(self, date, style=None):
        return P("DATE", fmt_date(date, style or self.dstyle))

    def dh(self, date):
        return P("DATE", fmt_date(date, self.hstyle))

    def dwd(self, date, long=None, comma=None, style=None):
        r = self.r
        if long is None:
            long = r.random() < 0.4
        if comma is None:
            comma = self.us_like and long
        st = style or (self.dstyle if r.random() < 0.6 else self.short)
        return P("DATE", wd_prefix(date, st, long=long, comma=comma, alt=r.random() < 0.2))

    def time(self, h=None, m=None):
        r = self.r
        if h is None:
            h = r.randrange(0, 24)
        if m is None:
            m = r.randrange(0, 60)
        if self.h12:
            hh = h % 12 or 12
            ap = "AM" if h < 12 else "PM"
            if self.pstyle == 1:
                ap = ap.lower()
            return "%d:%02d %s" % (hh, m, ap)
        if self.pstyle == 2:
            return "%02d%02d%s" % (h, m, self.hrs)
        return "%02d:%02d" % (h, m)

    def appt_time(self, lo=8, hi=17):
        r = self.r
        return self.time(r.randrange(lo, hi), r.choice([0, 0, 15, 30, 30, 45, 10, 20, 40, 50]))

    # ----------------------------------------------------------------- phones
    def phone(self, kind="mobile", fmt=None):
        r = self.r
        c = self.code
        st = self.pstyle if fmt is None else fmt
        if c in ("US", "CA"):
            ac = r.choice(US_AC if c == "US" else CA_AC)
            if kind == "tollfree":
                ac = r.choice(["800", "888", "877", "866"])
            ln = "01%02d" % r.randrange(0, 100)
            if st == 0:
                return "(%s) 555-%s" % (ac, ln)
            if st == 1:
                return "%s-555-%s" % (ac, ln)
            if st == 2:
                return "%s.555.%s" % (ac, ln)
            return r.choice(["+1 %s-555-%s", "1-%s-555-%s", "(%s) 555-%s"]) % (ac, ln)
        if c == "UK":
            if kind == "mobile":
                n = "900%03d" % r.randrange(0, 1000)
                return [ "07700 %s" % n, "07700%s" % n, "+44 7700 %s" % n, "07700 %s %s" % (n[:3], n[3:])][st]
            code, pre = r.choice(UK_LAND)
            tail = "%03d" % r.randrange(0, 1000)
            if code == "01632":
                num = "960" + tail
                return ["01632 %s" % num, "(01632) %s" % num, "01632 %s" % num, "+44 1632 %s" % num][st]
            num = pre + tail
            if len(code) == 3:   # 020 / 028 / 029: 4+4 grouping
                g = "%s %s" % (num[:4], num[4:])
            else:
                g = "%s %s" % (num[:3], num[3:])
            return ["%s %s" % (code, g), "(%s) %s" % (code, g), "%s %s" % (code, g), "+44 %s %s" % (code[1:], g)][st]
        if c == "AU":
            if kind == "mobile":
                n = "%03d" % r.randrange(0, 1000)
                blk = r.choice(["570", "570", "571", "572", "573", "574"])
                return ["0491 %s %s" % (blk, n), "0491%s%s" % (blk, n), "+61 491 %s %s" % (blk, n),
                        "0491 %s %s" % (blk, n)][st]
            area = r.choice(["02", "03", "07", "08"])
            pre = r.choice(["5550", "7010"])
            n = "%04d" % r.randrange(0, 10000)
            return ["(%s) %s %s" % (area, pre, n), "%s %s %s" % (area, pre, n), "+61 %s %s %s" % (area[1], pre, n),
                    "(%s) %s%s" % (area, pre, n)][st]
        if c == "IE":
            n = "01%02d" % r.randrange(0, 100)
            if kind == "mobile":
                pre = r.choice(["083", "085", "086", "087", "089"])
                return ["%s 555 %s" % (pre, n), "%s-555-%s" % (pre, n), "+353 %s 555 %s" % (pre[1:], n),
                        "%s 555%s" % (pre, n)][st]
            area = r.choice(["01", "021", "091", "061", "051", "056", "071", "066", "065", "041", "044", "057"])
            return ["(%s) 555 %s" % (area, n), "%s 555 %s" % (area, n), "+353 %s 555 %s" % (area[1:], n),
                    "%s-555%s" % (area, n)][st]
        if c == "NZ":
            n = "01%02d" % r.randrange(0, 100)
            if kind == "mobile":
                pre = r.choice(["021", "022", "027"])
                return ["%s 555 %s" % (pre, n), "%s555%s" % (pre, n), "+64 %s 555 %s" % (pre[1:], n),
                        "%s 555 %s" % (pre, n)][st]
            area = r.choice(["09", "07", "06", "04", "03"])
            return ["(%s) 555 %s" % (area, n), "%s 555 %s" % (area, n), "+64 %s 555 %s" % (area[1:], n),
                    "%s-555 %s" % (area, n)][st]
        raise ValueError(c)

    def ext(self):
        r = self.r
        n = r.choice(["%d" % r.randrange(10, 100), "%d" % r.randrange(100, 1000), "%d" % r.randrange(1000, 10000)])
        return r.choice(["ext. %s", "ext %s", "x%s", "Ext. %s", "extn %s"]) % n

    def phone_ext(self):
        return self.phone("landline") + " " + self.ext()

    def pager(self):
        r = self.r
        return r.choice(["%d-%04d" % (r.randrange(1, 10), r.randrange(10000)), "%04d" % r.randrange(1000, 10000),
                         "%05d" % r.randrange(10000, 100000)])

    # ---------------------------------------------------------------- places
    def town(self):
        r = self.r
        c = self.code
        if c == "US":
            return r.choice(places.US_TOWNS)
        if c == "UK":
            return r.choice(places.UK_TOWNS)
        if c == "CA":
            return r.choice(places.CA_TOWNS)
        if c == "AU":
            return r.choice(places.AU_TOWNS)
        if c == "IE":
            return r.choice(places.IE_TOWNS)
        return r.choice(places.NZ_TOWNS)

    def city_name(self, town=None):
        t = town or self.town()
        return t[0]

    def street_name(self):
        r = self.r
        pool = places.STREET_WORDS + places.STREET_WORDS_LOCAL[self.code] * 2
        return "%s %s" % (r.choice(pool), r.choice(places.STREET_SUFFIX[self.code]))

    def street(self, allow_unit=True, qc=False):
        r = self.r
        c = self.code
        num = r.choice([r.randrange(1, 60), r.randrange(1, 300), r.randrange(100, 9999)])
        if c in ("UK", "IE", "NZ", "AU"):
            num = r.choice([r.randrange(1, 80), r.randrange(1, 250)])
        sn = self.street_name()
        base = "%d %s" % (num, sn)
        if c == "CA" and qc and r.random() < 0.6:
            base = "%d, %s" % (r.randrange(100, 9999), r.choice(places.FR_STREETS))
            if allow_unit and r.random() < 0.3:
                base += ", app. %d" % r.randrange(1, 40)
            return [base]
        if not allow_unit or r.random() < 0.7:
            if c in ("UK", "IE") and r.random() < 0.08:
                return ["%s, %s" % (r.choice(places.HOUSE_NAMES), sn)]
            return [base]
        u = r.randrange(1, 40)
        if c in ("US", "CA"):
            unit = r.choice(["Apt %d" % u, "Apt. %d%s" % (u, r.choice("ABCD")), "Unit %d" % u, "#%d" % (u * 10 + 1),
                             "Suite %d" % (u * 10)])
            return [base + " " + unit] if unit.startswith("#") else [base + ", " + unit]
        if c == "AU":
            return [r.choice(["%d/%s" % (u, base), "Unit %d/%s" % (u, base), "Unit %d, %s" % (u, base)])]
        if c == "NZ":
            return [r.choice(["%d/%s" % (u, base), "Flat %d, %s" % (u, base), "%d%s %s" % (num, "ABC"[u % 3], sn)])]
        if c == "UK":
            if r.random() < 0.5:
                return ["Flat %d" % u, base]
            return ["Flat %d, %s" % (u, base)]
        # IE
        if r.random() < 0.5:
            return ["Apartment %d" % u, "%s %s" % (r.choice(["Block A,", "Block C,", "The Maltings,", "Bridgewater Quay,"]), base)]
        return ["Apt %d, %s" % (u, base)]

    def postcode(self, town):
        r = self.r
        c = self.code
        if c == "US":
            z = "%s%02d" % (town[3], r.randrange(0, 100))
            if r.random() < 0.15:
                z += "-%04d" % r.randrange(0, 10000)
            return z
        if c == "UK":
            area = town[2]
            dist = str(r.randrange(1, 20)) if len(area) == 2 else str(r.randrange(1, 40))
            return "%s%s %d%s%s" % (area, dist, r.randrange(0, 10), r.choice("ABDEFGHJLNPQRSTUWXYZ"),
                                    r.choice("ABDEFGHJLNPQRSTUWXYZ"))
        if c == "CA":
            L = "ABCEGHJKLMNPRSTVWXYZ"
            return "%s%d%s %d%s%d" % (town[3], r.randrange(10), r.choice(L), r.randrange(10), r.choice(L),
                                      r.randrange(10))
        if c == "AU":
            return town[3]
        if c == "IE":
            ch = "ACDEFHKNPRTVWXY0123456789"
            return "%s %s%s%s%s" % (town[2], r.choice("ACDEFHKNPRTVWXY"), r.choice(ch), r.choice(ch), r.choice(ch))
        return town[3]

    def address(self, town=None, unit=True):
        return Address(self, town or self.town(), unit)

    # ------------------------------------------------------------ identifiers
    def digits(self, n, first_nonzero=False):
        r = self.r
        s = "".join(r.choice(DIG) for _ in range(n))
        if first_nonzero and s[0] == "0":
            s = str(r.randrange(1, 10)) + s[1:]
        return s

    def letters(self, n):
        return "".join(self.r.choice(UPPER) for _ in range(n))

    def mrn(self):
        """Return (label, value) for a local medical record number."""
        r = self.r
        c = self.code
        if c == "US":
            return r.choice([("MRN", self.digits(8)), ("MRN", "E" + self.digits(7)), ("MRN #", self.digits(7, True)),
                             ("Med Rec #", self.digits(9)), ("MRN", "%s-%s" % (self.digits(3), self.digits(5)))])
        if c == "CA":
            return r.choice([("MRN", self.digits(7, True)), ("Chart #", "%s-%s-%s" % (self.digits(2), self.digits(2),
                            self.digits(2))), ("MRN", "M" + self.digits(9)), ("Hosp #", "H" + self.digits(6))])
        if c == "UK":
            return r.choice([("Hospital No", r.choice("HKTRMJ") + self.digits(7)), ("Hosp No", self.digits(7) + r.choice("ABCDX")),
                             ("MRN", "RX" + self.digits(6)), ("Unit No", self.digits(6, True))])
        if c == "AU":
            return r.choice([("UR", self.digits(7)), ("UR No", self.digits(6, True)), ("MRN", self.digits(8)),
                             ("URN", "%s%s" % (r.choice(["K", "N", "Q"]), self.digits(6)))])
        if c == "IE":
            return r.choice([("MRN", self.digits(7, True)), ("Hosp No", self.digits(6, True)), ("Chart No", "%s%s" % (r.choice("CGHL"), self.digits(6)))])
        return r.choice([("Hospital No", self.digits(7)), ("Patient ID", self.digits(6, True)), ("MRN", "%s%s" % (r.choice("HDW"), self.digits(6)))])

    def national_health(self):
        """Return (label, value) for a national health-system / insurer number (HEALTHPLAN)."""
        r = self.r
        c = self.code
        if c == "UK":
            # ten digits grouped 3-3-4; check digit deliberately not a valid modulus-11 digit
            while True:
                base = self.digits(9, True)
                w = sum(int(base[i]) * (10 - i) for i in range(9))
                chk = 11 - (w % 11)
                bad = [x for x in range(10) if x != (chk % 11)]
                dd = str(r.choice(bad))
                if base[0] in "4679":
                    break
            v = base + dd
            label = r.choice(["NHS No", "NHS Number", "NHS no.", "NHS #"])
            return (label, r.choice(["%s %s %s" % (v[:3], v[3:6], v[6:]), v, "%s-%s-%s" % (v[:3], v[3:6], v[6:])]))
        if c == "AU":
            base = r.choice("23456") + self.digits(7)
            chk = sum(int(d) * w for d, w in zip(base, [1, 3, 7, 9, 1, 3, 7, 9])) % 10
            bad = str(r.choice([x for x in range(10) if x != chk]))      # deliberately invalid check digit
            v = base + bad + str(r.randrange(1, 10))
            irn = str(r.randrange(1, 6))
            return ("Medicare No", r.choice(["%s %s %s" % (v[:4], v[4:9], v[9]) + " " + irn,
                                            "%s %s %s-%s" % (v[:4], v[4:9], v[9], irn), v + irn]))
        if c == "NZ":
            al = "ABCDEFGHJKLMNPQRSTUVWXYZ"
            lets = r.choice(["Z", "Z", "A", "B", "C", "D", "E", "F", "G", "H", "J", "K", "L", "M", "N", "P"]) + self.letters(2)
            dg = self.digits(3)
            vals = [al.index(x) + 1 for x in lets] + [int(x) for x in dg]
            chk = (11 - sum(v * w for v, w in zip(vals, [7, 6, 5, 4, 3, 2])) % 11) % 10
            v = lets + dg + str(r.choice([x for x in range(10) if x != chk]))   # invalid check digit
            return (r.choice(["NHI", "NHI No", "NHI:"]).rstrip(":"), v)
        if c == "IE":
            return (r.choice(["Medical Card No", "GMS No", "Med Card"]), "%s%s" % (self.digits(7, True), r.choice(["A", "B", "W", "X", ""])))
        if c == "CA":
            prov = r.choice(["ON", "BC", "AB", "QC", "NS", "MB"])
            if prov == "ON":
                while True:
                    v = self.digits(10, True)
                    if not _luhn_ok(v):
                        break
                return ("OHIP #", "%s-%s-%s-%s" % (v[:4], v[4:7], v[7:], self.letters(2)))
            if prov == "BC":
                base = "9" + self.digits(8)
                rr = sum(int(d) * w for d, w in zip(base[1:], [2, 4, 8, 5, 10, 9, 7, 3])) % 11
                chk = 11 - rr
                v = base + str(r.choice([x for x in range(10) if x != chk]))
                return ("PHN", "%s %s %s" % (v[:4], v[4:7], v[7:]))
            if prov == "AB":
                return ("AHCIP #", "%s-%s" % (self.digits(5, True), self.digits(4)))
            if prov == "QC":
                return ("RAMQ", "%s %s %s" % (self.letters(4), self.digits(4), self.digits(4)))
            if prov == "NS":
                return ("MSI #", "%s %s %s" % (self.digits(4, True), self.digits(3), self.digits(3)))
            return ("MHSC #", self.digits(9, True))
        # US
        return r.choice([("Member ID", self.letters(3) + self.digits(9)), ("Member ID", "W" + self.digits(9)),
                         ("Medicare MBI", "%s%s%s%s-%s%s%s-%s%s%s%s" % (r.randrange(1, 10), r.choice("ACDEFGHJKMNPRTUVWXY"), r.choice("ACDEFGHJKMNPRTUVWXY0123456789"), r.randrange(10),
                                                                  r.choice("ACDEFGHJKMNPRTUVWXY"), r.choice("ACDEFGHJKMNPRTUVWXY0123456789"), r.randrange(10),
                                                                  r.choice("ACDEFGHJKMNPRTUVWXY"), r.choice("ACDEFGHJKMNPRTUVWXY"), r.randrange(10), r.randrange(10))),
                         ("Medicaid ID", self.digits(2, True) + self.letters(1) + self.digits(7)),
                         ("Policy #", self.letters(2) + "-" + self.digits(8))])

    def group_no(self):
        r = self.r
        return r.choice(["%s" % self.digits(6, True), "GRP-%s" % self.digits(5), "%s%s" % (self.letters(1), self.digits(7))])

    def ssn(self):
        """(label, value) -- numbers chosen outside issued ranges."""
        r = self.r
        c = self.code
        if c == "US":
            return ("SSN", "9%s-%02d-%s" % (self.digits(2), r.randrange(10, 50), self.digits(4)))
        if c == "UK":
            pre = r.choice(["QQ", "DQ", "FQ", "QD", "UV", "VF", "DF"])
            v = "%s%s%s" % (pre, self.digits(6), r.choice("ABCD"))
            return (r.choice(["NI No", "NINO", "National Insurance No"]),
                    r.choice([v, "%s %s %s %s %s" % (v[:2], v[2:4], v[4:6], v[6:8], v[8])]))
        if c == "IE":
            dg = self.digits(7)
            chk = "WABCDEFGHIJKLMNOPQRSTUV"[sum(int(d) * w for d, w in zip(dg, range(8, 1, -1))) % 23]
            letter = r.choice([x for x in "ABCDEFGHKLTWX" if x != chk])     # wrong check letter
            return ("PPSN", dg + letter)
        if c == "CA":
            while True:
                v = "9" + self.digits(8)
                if not _luhn_ok(v):
                    break
            return ("SIN", "%s %s %s" % (v[:3], v[3:6], v[6:]))
        if c == "AU":
            return ("Centrelink CRN", "%s %s %s%s" % (self.digits(3), self.digits(3), self.digits(3), r.choice("ABCHKLX")))
        base = self.digits(8, True)
        rr = sum(int(d) * w for d, w in zip(base, [3, 2, 7, 6, 5, 4, 3, 2])) % 11
        chk = 0 if rr == 0 else 11 - rr
        v = base + str(r.choice([x for x in range(10) if x != chk]))
        return ("IRD No", "%s-%s-%s" % (v[:3], v[3:6], v[6:]))

    def account(self):
        r = self.r
        return r.choice([self.digits(10), "%s-%s" % (self.digits(4), self.digits(4)), "V" + self.digits(8),
                         "ENC-%s" % self.digits(7), self.digits(9), "%s%s" % (self.letters(2), self.digits(8))])

    def npi(self):
        # 10 digits starting 1; deliberately fails the NPI Luhn check
        while True:
            v = "1" + self.digits(9)
            if not _luhn_ok("80840" + v):
                return v

    def dea(self, surname):
        r = self.r
        first = r.choice("ABFGM")
        sec = surname[0].upper() if surname[0].isalpha() else "X"
        ds = [r.randrange(10) for _ in range(6)]
        chk = (ds[0] + ds[2] + ds[4] + 2 * (ds[1] + ds[3] + ds[5])) % 10
        bad = (chk + r.randrange(1, 10)) % 10
        return first + sec + "".join(map(str, ds)) + str(bad)

    def clin_licence(self, role="physician"):
        """(label, value) for a clinician registration number (LICENSE)."""
        r = self.r
        c = self.code
        if c == "US":
            if role == "pharmacist":
                return ("RPh Lic #", "RPH" + self.digits(6))
            if role == "nurse":
                return ("RN Lic", "RN%s" % self.digits(7))
            return r.choice([("NPI", self.npi()), ("NPI", self.npi()), ("Lic #", "%s%s" % (r.choice(["MD", "A", "G"]), self.digits(5)))])
        if c == "UK":
            if role == "pharmacist":
                return ("GPhC", "20" + self.digits(5))
            if role == "nurse":
                return ("NMC PIN", "%s%s%s%s" % (self.digits(2), self.letters(1), self.digits(4), r.choice("ACEO")))
            return (r.choice(["GMC", "GMC No", "GMC:"]).rstrip(":"), self.digits(7, True))
        if c == "AU":
            pre = {"pharmacist": "PHA", "nurse": "NMW"}.get(role, "MED")
            if role == "physician" and r.random() < 0.4:
                return ("Prescriber No", self.digits(7, True))
            return ("AHPRA", "%s000%s" % (pre, self.digits(7)))
        if c == "NZ":
            if role == "pharmacist":
                return ("PCNZ reg", self.digits(5, True))
            if role == "nurse":
                return ("NCNZ", self.digits(6, True))
            return ("MCNZ", self.digits(5, True))
        if c == "IE":
            if role == "pharmacist":
                return ("PSI Reg", self.digits(4, True))
            if role == "nurse":
                return ("NMBI PIN", self.digits(6, True))
            return ("IMC", self.digits(6, True))
        if role == "pharmacist":
            return ("OCP #", self.digits(6, True))
        if role == "nurse":
            return ("CNO Reg", self.digits(7, True))
        return (r.choice(["CPSO #", "CPSO", "Lic #"]), self.digits(5, True))

    def driver_licence(self, person=None):
        r = self.r
        c = self.code
        if c == "UK" and person is not None:
            fam = "".join(ch for ch in person.family.upper() if "A" <= ch <= "Z")[:5].ljust(5, "9")
            dob = person.dob
            mm = dob.month + (50 if person.sex == "F" else 0)
            ini = (person.given[0] + (person.middle[0] if person.middle else "9")).upper()
            return "%s%d%02d%02d%d%s9%s" % (fam, (dob.year // 10) % 10, mm, dob.day, dob.year % 10, ini,
                                             self.letters(2))
        if c == "US":
            return r.choice(["%s%s" % (self.letters(1), self.digits(7)), "%s%s-%s-%s" % (self.letters(1), self.digits(3), self.digits(4), self.digits(4)),
                             self.digits(9), "%s %s %s" % (self.digits(3), self.digits(3), self.digits(3))])
        if c == "CA":
            return "%s%s-%s-%s" % (self.letters(1), self.digits(4), self.digits(5), self.digits(5))
        if c == "AU":
            return self.digits(r.choice([8, 9]))
        if c == "NZ":
            return self.letters(2) + self.digits(6)
        return self.digits(3) + self.digits(3) + self.digits(3)

    def plate(self):
        r = self.r
        c = self.code
        if c == "UK":
            return "%s%02d %s" % (self.letters(2), r.choice([15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74]), self.letters(3))
        if c == "US":
            return r.choice(["%d%s%s" % (r.randrange(1, 10), self.letters(3), self.digits(3)), "%s-%s" % (self.letters(3), self.digits(4)),
                             "%s %s" % (self.letters(3), self.digits(4))])
        if c == "CA":
            return r.choice(["%s %s" % (self.letters(4), self.digits(3)), "%s%s%s" % (self.digits(3), self.letters(1), self.digits(3))])
        if c == "AU":
            return r.choice(["%s-%s" % (self.letters(3), self.digits(3)), "%d%s-%d%s" % (r.randrange(1, 10), self.letters(2), r.randrange(1, 10), self.letters(2)),
                             "%s%s%s" % (self.letters(2), self.digits(2), self.letters(2))])
        if c == "IE":
            return "%s-%s-%s" % (r.choice(["191", "192", "201", "202", "211", "212", "221", "222", "231", "232", "241", "242", "08", "12", "151"]),
                                 r.choice(["D", "C", "G", "L", "KE", "MH", "WX", "KY", "TS", "LK"]), self.digits(r.choice([3, 4, 5]), True))
        return "%s%s" % (self.letters(3), self.digits(3))

    def vin(self):
        ch = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        return "".join(self.r.choice(ch) for _ in range(17))

    def serial(self):
        r = self.r
        return r.choice(["%s%s" % (self.letters(3), self.digits(6)), "%s-%s-%s" % (self.letters(2), self.digits(4), self.digits(4)),
                         "%s%s%s" % (self.digits(2), self.letters(2), self.digits(5)), "SN%s" % self.digits(9),
                         "%s%s" % (self.letters(1), self.digits(8)), "%s%s%s%s" % (self.digits(1), self.letters(2), self.digits(1), self.letters(2))])

    def imei(self):
        while True:
            v = "35" + self.digits(13)
            if not _luhn_ok(v):
                return v

    def ip(self):
        r = self.r
        return r.choice(["192.0.2.%d" % r.randrange(1, 255), "198.51.100.%d" % r.randrange(1, 255),
                         "203.0.113.%d" % r.randrange(1, 255), "10.%d.%d.%d" % (r.randrange(256), r.randrange(256), r.randrange(1, 255)),
                         "172.%d.%d.%d" % (r.randrange(16, 32), r.randrange(256), r.randrange(1, 255)),
                         "192.168.%d.%d" % (r.randrange(0, 20), r.randrange(2, 255)),
                         "2001:db8:%x:%x::%x" % (r.randrange(1, 0xffff), r.randrange(1, 0xffff), r.randrange(1, 0xfff))])

    def person(self, role, sex=None, origin=None, family=None, dob=None):
        from people import Person
        r = self.r
        if origin is None:
            origin = weighted(r, self.origins)
        males, females, surnames = names.ORIGINS[origin]
        if sex is None:
            sex = r.choice("MF")
        given = r.choice(males if sex == "M" else females)
        if family is None:
            sorigin = origin if r.random() < 0.85 else weighted(r, self.origins)
            family = r.choice(names.ORIGINS[sorigin][2])
            family = polish_gender(family, sex)
        middle = None
        if r.random() < 0.45:
            pool = males if sex == "M" else females
            middle = r.choice(pool)
            if middle == given:
                middle = None
        return Person(self, role, given, family, sex, middle=middle, origin=origin, dob=dob)


IRISH_F = {"Ó Briain": "Ní Bhriain", "Ó Súilleabháin": "Ní Shúilleabháin", "Ó Dálaigh": "Ní Dhálaigh",
           "Mac Gearailt": "Nic Gearailt", "Ó Murchú": "Ní Mhurchú"}
IRISH_M = {v: k for k, v in IRISH_F.items()}


def polish_gender(family, sex):
    if sex == "F" and family in IRISH_F:
        return IRISH_F[family]
    if sex == "M" and family in IRISH_M:
        return IRISH_M[family]
    if sex == "F":
        for a, b in (("ski", "ska"), ("cki", "cka"), ("dzki", "dzka")):
            if family.endswith(a):
                return family[: -len(a)] + b
    return family


def weighted(r, pairs):
    tot = sum(w for _, w in pairs)
    x = r.uniform(0, tot)
    acc = 0
    for k, w in pairs:
        acc += w
        if x <= acc:
            return k
    return pairs[-1][0]


def _luhn_ok(num):
    s = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return s % 10 == 0


US_AC = ["217", "312", "937", "559", "253", "518", "803", "208", "918", "608", "978", "508", "330", "541", "775",
         "419", "478", "251", "919", "912", "801", "517", "402", "701", "802", "207", "570", "610", "316", "865",
         "806", "915", "719", "928", "505", "352", "850", "218", "319", "406", "307", "860", "203", "609", "302",
         "540", "859", "601", "501", "225", "318", "907", "808", "605", "304", "864", "423", "256", "309", "815",
         "260", "812", "269", "315", "814", "661", "209", "509", "503", "575", "410", "603", "401", "617", "404"]
CA_AC = ["416", "647", "613", "905", "519", "705", "604", "250", "778", "403", "780", "587", "306", "204", "514",
         "418", "819", "902", "506", "709", "867", "343"]
UK_LAND = [("01632", ""), ("020", "79460"), ("0113", "4960"), ("0114", "4960"), ("0115", "4960"),
           ("0116", "4960"), ("0117", "4960"), ("0118", "4960"), ("0121", "4960"), ("0131", "4960"),
           ("0141", "4960"), ("0151", "4960"), ("0161", "4960"), ("0191", "4980"), ("028", "96496"),
           ("029", "20180")]


class Address:
    """An invented postal address; renders to lists of str/Phi items."""

    def __init__(self, loc, town, unit=True):
        self.loc = loc
        self.town = town
        r = loc.r
        c = loc.code
        self.lines = loc.street(allow_unit=unit, qc=(loc.code == "CA" and town[1] == "QC"))
        self.zip = loc.postcode(town)
        self.county = None
        self.city2 = None
        self.state = None
        self.state_full = None
        self.country = None
        self.townland = None
        if c in ("US", "CA", "AU"):
            self.city = town[0]
            self.state, self.state_full = town[1], town[2]
        elif c == "UK":
            self.city = town[0]
            if town[1] and r.random() < 0.3:
                self.county = town[1]
        elif c == "IE":
            self.city = town[0]
            self.county = "Co. " + town[1] if town[1] != "Dublin" else None
            if town[1] == "Dublin":
                self.city2 = "Dublin"
            if r.random() < 0.15 and town[1] != "Dublin":
                self.townland = r.choice(places.IE_TOWNLANDS)
        else:
            self.city = town[0]
            self.city2 = town[1] or None
            self.state_full = town[2]

    def street_items(self, sep=", "):
        out = []
        for i, l in enumerate(self.lines):
            if i:
                out.append(sep)
            out.append(P("STREET", l))
        return out

    def oneline(self, full_state=False, with_country=False):
        c = self.loc.code
        it = [P("STREET", ", ".join(self.lines))]
        if self.townland:
            it += [", ", P("CITY", self.townland)]
        if c == "US":
            it += [", ", P("CITY", self.city), ", ", P("STATE", self.state_full if full_state else self.state), " ", P("ZIP", self.zip)]
        elif c == "CA":
            if self.state == "QC" and self.loc.r.random() < 0.4:
                it += [", ", P("CITY", self.city), " (", P("STATE", "Québec"), ") ", P("ZIP", self.zip)]
            else:
                it += [", ", P("CITY", self.city), ", ", P("STATE", self.state_full if full_state else self.state), " ", P("ZIP", self.zip)]
        elif c == "AU":
            it += [", ", P("CITY", self.city), " ", P("STATE", self.state_full if full_state else self.state), " ", P("ZIP", self.zip)]
        elif c == "UK":
            it += [", ", P("CITY", self.city)]
            if self.county:
                it += [", ", P("CITY", self.county)]
            it += [", " if self.loc.pstyle % 2 else " ", P("ZIP", self.zip)]
        elif c == "IE":
            it += [", ", P("CITY", self.city)]
            if self.city2:
                it += [", ", P("CITY", self.city2)]
            if self.county:
                it += [", ", P("CITY", self.county)]
            it += [", ", P("ZIP", self.zip)]
        else:
            it += [", ", P("CITY", self.city)]
            if self.city2:
                it += [", ", P("CITY", self.city2)]
            it += [" ", P("ZIP", self.zip)]
        if with_country:
            it += [", ", P("COUNTRY", COUNTRY_OF[c])]
        return it

    def block(self, indent="", with_country=False):
        """Multi-line address; returns list of items incl. newlines (no trailing newline)."""
        c = self.loc.code
        L = []
        for l in self.lines:
            L.append([indent, P("STREET", l)])
        if self.townland:
            L.append([indent, P("CITY", self.townland)])
        if c == "US":
            L.append([indent, P("CITY", self.city), ", ", P("STATE", self.state), " ", P("ZIP", self.zip)])
        elif c == "CA":
            L.append([indent, P("CITY", self.city), " ", P("STATE", self.state), "  ", P("ZIP", self.zip)])
        elif c == "AU":
            L.append([indent, P("CITY", self.city.upper()), " ", P("STATE", self.state), " ", P("ZIP", self.zip)])
        elif c == "UK":
            L.append([indent, P("CITY", self.city)])
            if self.county:
                L.append([indent, P("CITY", self.county)])
            L.append([indent, P("ZIP", self.zip)])
        elif c == "IE":
            L.append([indent, P("CITY", self.city)])
            if self.city2:
                L.append([indent, P("CITY", self.city2)])
            if self.county:
                L.append([indent, P("CITY", self.county)])
            L.append([indent, P("ZIP", self.zip)])
        else:
            L.append([indent, P("CITY", self.city)])
            if self.city2:
                L.append([indent, P("CITY", self.city2), " ", P("ZIP", self.zip)])
            else:
                L[-1] += [" ", P("ZIP", self.zip)]
        if with_country:
            L.append([indent, P("COUNTRY", COUNTRY_OF[c].upper() if c != "UK" else "United Kingdom")])
        out = []
        for i, l in enumerate(L):
            if i:
                out.append("\n")
            out.append(l)
        return out

    def city_item(self):
        return P("CITY", self.city)

    def town_short(self):
        """e.g. 'Springfield, IL' / 'Leeds' / 'Parramatta NSW'."""
        c = self.loc.code
        if c in ("US", "CA"):
            return [P("CITY", self.city), ", ", P("STATE", self.state)]
        if c == "AU":
            return [P("CITY", self.city), " ", P("STATE", self.state)]
        if c == "NZ" and self.city2:
            return [P("CITY", self.city), ", ", P("CITY", self.city2)]
        if c == "IE" and self.county:
            return [P("CITY", self.city), ", ", P("CITY", self.county)]
        return [P("CITY", self.city)]


COUNTRY_OF = {"US": "USA", "UK": "UK", "CA": "Canada", "AU": "Australia", "IE": "Ireland", "NZ": "New Zealand"}
