"""Document assembly and PHI surface-form generators for dev242_en (author 242)."""
import datetime
import unicodedata

import pools

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


class Doc:
    """Pieces are appended in order; every span offset is recorded at the moment its piece is appended."""

    def __init__(self, lower=False):
        self.lower = lower
        self.parts = []
        self.n = 0
        self.spans = []
        self.mutate = None  # optional typo hook for non-PHI pieces, set per note by the context

    def _put(self, s):
        if self.lower:
            low = s.lower()
            if len(low) != len(s):
                raise ValueError("lower-casing changed length: %r" % s)
            s = low
        self.parts.append(s)
        self.n += len(s)
        return s

    def __call__(self, *pieces):
        for p in pieces:
            if p is None:
                continue
            if isinstance(p, tuple):
                val, typ = p
                start = self.n
                s = self._put(val)
                self.spans.append({"start": start, "end": self.n, "label": LABEL[typ], "type": typ, "text": s})
            else:
                self._put(self.mutate(p) if self.mutate else p)
        return self

    def text(self):
        return "".join(self.parts)


def S(val, typ):
    return (val, typ)


# ---------------------------------------------------------------- names
class Person:
    def __init__(self, rng, origin=None, sex=None):
        self.origin = origin or rng.choice(pools.ORIGINS)
        males, females, surnames = pools.NAMES[self.origin]
        self.sex = sex or rng.choice("MMMMF")
        self.given = rng.choice(males if self.sex == "M" else females)
        self.family = rng.choice(surnames)
        self.middle = rng.choice("ABCDEFGHJKLMNPRSTW") if rng.random() < 0.35 else ""
        if self.sex == "F":
            f = self.family
            if self.origin == "polish" and f[-3:] in ("ski", "cki"):
                self.family = f[:-1] + "a"
            elif self.origin == "ukrainian_russian" and f[-2:] in ("ov", "ev", "in"):
                self.family = f + "a"
            elif self.origin == "turkish_icelandic" and f.endswith("sson"):
                self.family = f[:-4] + "sdóttir"

    def full(self):
        return self.given + " " + self.family

    def initials(self, dots=True):
        g = "".join(w[0] for w in self.given.replace("-", " ").split())
        fam = [w for w in self.family.split() if w[0].isupper()] or self.family.split()
        last = fam[-1].replace("'", "")
        letters = (g + self.middle + last[0]).upper()
        return ".".join(letters) + "." if dots else letters

    def form(self, rng, kind=None):
        kinds = ["full", "full", "full", "formal", "last_first", "LAST_FIRST", "init_last", "given_init", "last"]
        kind = kind or rng.choice(kinds)
        if kind == "full":
            return self.full()
        if kind == "formal":
            mid = (" " + self.middle + ".") if self.middle else ""
            return self.given + mid + " " + self.family
        if kind == "last_first":
            mid = (" " + self.middle) if self.middle else ""
            return self.family + ", " + self.given + mid
        if kind == "LAST_FIRST":
            return self.family.upper() + ", " + self.given.upper() + ((" " + self.middle) if self.middle else "")
        if kind == "init_last":
            return self.given[0] + ". " + self.family
        if kind == "init_last_nodot":
            return self.given[0] + " " + self.family
        if kind == "given_init":
            return self.given + " " + self.family[0].upper() + "."
        if kind == "initials":
            return self.initials(dots=rng.random() < 0.6)
        if kind == "last":
            return self.family
        if kind == "given":
            return self.given
        if kind == "nick":
            return pools.NICKNAMES.get(self.given, self.given)
        if kind == "UPPER":
            return self.full().upper()
        raise KeyError(kind)

    def title(self, rng, dot=None):
        if dot is None:
            dot = rng.random() < 0.4
        if self.sex == "M":
            t = "Mr"
        else:
            t = rng.choice(["Ms", "Ms", "Mrs", "Miss"])
        return t + ("." if dot else "")


def ascii_slug(s):
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c))
    s = s.replace("ø", "o").replace("Ø", "O").replace("æ", "ae").replace("ł", "l").replace("Ł", "L")
    s = s.replace("đ", "d").replace("ð", "d").replace("ß", "ss")
    return "".join(c for c in s.lower() if c.isalnum() or c == ".")


# ---------------------------------------------------------------- patterns
def pat(rng, p):
    """'#' digit, '@' capital letter (no I/O), '%' digit-or-letter; anything else literal."""
    out = []
    for c in p:
        if c == "#":
            out.append(rng.choice("0123456789"))
        elif c == "@":
            out.append(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ"))
        elif c == "%":
            out.append(rng.choice("0123456789ABCDEFGHJKLMNPRSTUVWXYZ"))
        else:
            out.append(c)
    return "".join(out)


# ---------------------------------------------------------------- dates and ages
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def rand_date(rng, y0=2019, y1=2025):
    start = datetime.date(y0, 1, 1).toordinal()
    end = datetime.date(y1, 6, 28).toordinal()
    return datetime.date.fromordinal(rng.randint(start, end))


def shift(d, days):
    return d + datetime.timedelta(days=days)


def dob_for(rng, ref, age):
    y = ref.year - age - 1
    d = datetime.date(y, 1, 1) + datetime.timedelta(days=rng.randint(0, 364))
    # make sure age at ref is exactly `age`
    while (ref.year - d.year - ((ref.month, ref.day) < (d.month, d.day))) > age:
        d = shift(d, 30)
    while (ref.year - d.year - ((ref.month, ref.day) < (d.month, d.day))) < age:
        d = shift(d, -30)
    return d


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


STYLES_BY_COUNTRY = {
    "UK": ["dmy", "dmy", "d_mon_y", "d_month_y", "dmy_short", "d-mon-y", "iso", "ord_month_y"],
    "NO": ["dmy_dot", "dmy_dot", "iso", "d_mon_y", "d_month_y", "dmy", "dmy_dot_short"],
    "AU": ["dmy", "dmy", "d_mon_y", "d_month_y", "dmy_short", "iso", "d-mon-y"],
    "US": ["mdy", "mdy", "month_d_y", "mdy_short", "mon_d_y", "iso", "dmonyy"],
}


def fmt_date(d, style):
    m3 = MONTHS[d.month - 1][:3]
    wd = WEEKDAYS[d.weekday()]
    f = {
        "dmy": "%02d/%02d/%d" % (d.day, d.month, d.year),
        "mdy": "%02d/%02d/%d" % (d.month, d.day, d.year),
        "dmy_dot": "%02d.%02d.%d" % (d.day, d.month, d.year),
        "dmy_dot_short": "%d.%d.%02d" % (d.day, d.month, d.year % 100),
        "iso": "%d-%02d-%02d" % (d.year, d.month, d.day),
        "d_mon_y": "%d %s %d" % (d.day, m3, d.year),
        "d-mon-y": "%02d-%s-%d" % (d.day, m3, d.year),
        "dmonyy": "%02d%s%02d" % (d.day, m3.upper(), d.year % 100),
        "dmonyyyy": "%02d%s%d" % (d.day, m3.upper(), d.year),
        "month_d_y": "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year),
        "mon_d_y": "%s %d, %d" % (m3, d.day, d.year),
        "d_month_y": "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year),
        "dmy_short": "%d/%d/%02d" % (d.day, d.month, d.year % 100),
        "mdy_short": "%d/%d/%02d" % (d.month, d.day, d.year % 100),
        "ord_month_y": "%s %s %d" % (ordinal(d.day), MONTHS[d.month - 1], d.year),
        "wd_d_month_y": "%s %d %s %d" % (wd, d.day, MONTHS[d.month - 1], d.year),
        "wd_month_d_y": "%s, %s %d, %d" % (wd, MONTHS[d.month - 1], d.day, d.year),
        "wd_dm": "%s %02d/%02d" % (wd[:3], d.day, d.month),
        "wd_md": "%s %d/%d" % (wd[:3], d.month, d.day),
        "dm": "%02d/%02d" % (d.day, d.month),
        "md": "%d/%d" % (d.month, d.day),
        "d_mon": "%d %s" % (d.day, m3),
        "mon_d": "%s %d" % (m3, d.day),
        "mon_y": "%s %d" % (m3, d.year),
        "month_y": "%s %d" % (MONTHS[d.month - 1], d.year),
        "mm_yyyy": "%02d/%d" % (d.month, d.year),
        "y": "%d" % d.year,
        "month": MONTHS[d.month - 1],
        "weekday": wd,
        "ordinal_day": ordinal(d.day),
    }
    return f[style]


def date_style(rng, country):
    return rng.choice(STYLES_BY_COUNTRY[country])


def weekday_style(country):
    return "wd_md" if country == "US" else "wd_dm"


def dm_style(country):
    return "md" if country == "US" else "dm"


_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
         "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def age_words(n):
    if n < 20:
        return _ONES[n]
    t, o = divmod(n, 10)
    return _TENS[t] + ("-" + _ONES[o] if o else "")


def age_of(dob, ref):
    return ref.year - dob.year - ((ref.month, ref.day) < (dob.month, dob.day))


# ---------------------------------------------------------------- contacts
UK_AREAS = ["1224", "1595", "1856", "1851", "1463", "1382", "1493", "1502", "2380", "1752", "1326", "1482",
            "1472", "1642", "1646", "1569", "1779", "1674", "1955"]
US_AREAS = ["713", "409", "361", "504", "985", "337", "251", "228", "907", "206", "360", "904", "508", "207",
            "808", "757", "281", "832"]


def phone(rng, country, mobile=None):
    if mobile is None:
        mobile = rng.random() < 0.35
    if country == "UK":
        if mobile:
            return rng.choice(["07700 555 ###", "+44 7700 555###", "07700555###"]).replace("###", pat(rng, "###"))
        a = rng.choice(UK_AREAS)
        f = rng.choice(["0%s 555 %s", "+44 (0)%s 555 %s", "+44 %s 555%s", "0%s 555%s"])
        return f % (a, pat(rng, "####"))
    if country == "NO":
        return rng.choice(["+47 555 ## ###", "555 ## ###", "+47 555#####", "(+47) 555 ## ###", "0047 555 ## ###"]) \
            .replace("## ###", pat(rng, "## ###")).replace("#####", pat(rng, "#####"))
    if country == "AU":
        if mobile:
            return pat(rng, rng.choice(["0455 555 ###", "+61 455 555 ###", "0455555###"]))
        st = rng.choice(["08", "03", "07", "02"])
        return pat(rng, rng.choice(["(%s) 5550 ####" % st, "+61 %s 5550 ####" % st[1], "%s 5550 ####" % st]))
    a = rng.choice(US_AREAS)
    f = rng.choice(["(%s) 555-01##", "%s-555-01##", "%s.555.01##", "+1 %s 555 01##", "1-%s-555-01##"]) % a
    return pat(rng, f)


def phone_ext(rng, country):
    p = phone(rng, country, mobile=False)
    return p + pat(rng, rng.choice([" ext. ##", " ext ###", " x###", " extn 2#"]))


def satphone(rng):
    return pat(rng, rng.choice(["+870 773 555 ###", "+8816 555 #####", "+881 631 555 ###", "+870 7## 555 ###"]))


def pager(rng, country):
    if country == "US":
        return pat(rng, "555-0###")
    return pat(rng, rng.choice(["555 ###", "555-##", "#555#"]))


def email(rng, person=None, role=None):
    dom = rng.choice(["example.com", "example.org", "example.net"])
    if person is None:
        local = role or rng.choice(["crew.medical", "tmas-ops", "ohs", "medic.offshore", "fitness", "dispatch",
                                    "hse.reporting", "expeditions", "aeromed", "occhealth", "bridge", "master"])
    else:
        g = ascii_slug(person.given.split()[0])
        f = ascii_slug(person.family.replace(" ", "").replace("'", "").replace("-", ""))
        local = rng.choice([g + "." + f, g[0] + f, f + "." + g[0], g + "_" + f, g + f[0] + pat(rng, "##")])
    sub = rng.choice(["", "", "", "mail.", "ops.", "med."])
    return local + "@" + sub + dom


URL_PATHS = {"tmas": ["/tmas/case/####", "/telemed/session?id=", "/rm/video/join/####"],
             "verify": ["/verify/@@####", "/fit/#####", "/crew-medicals/check"],
             "portal": ["/portal/login", "/aeromed/ame", "/ohs/referrals", "/patient/portal"],
             "exped": ["/expeditions/medical-form", "/trip/####/participants"],
             "medevac": ["/medevac/request", "/evac/status/####"]}


def url(rng, kind=None):
    dom = rng.choice(["example.com", "example.org", "example.net"])
    if kind:
        p = rng.choice(URL_PATHS[kind])
        if p.endswith("="):
            p += pat(rng, "%%%%%%%%").lower()
        host = rng.choice(["https://portal.", "https://", "www.", "https://secure.", "https://telemed.", ""])
        return host + dom + pat(rng, p)
    paths = ["/tmas/case/" + pat(rng, "####"), "/crew-medicals", "/portal/login", "/fit/" + pat(rng, "#####"),
             "/telemed/session?id=" + pat(rng, "%%%%%%%%").lower(), "/ohs/referrals", "/verify/" + pat(rng, "@@####"),
             "/expeditions/medical-form", "/medevac/request", "/aeromed/ame"]
    host = rng.choice(["https://portal.", "https://", "www.", "http://secure.", "https://telemed.", ""])
    return host + dom + rng.choice(paths)


def ipaddr(rng):
    k = rng.randint(0, 2)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 254), rng.randint(0, 254), rng.randint(2, 254))
    if k == 1:
        return "192.168.%d.%d" % (rng.randint(0, 254), rng.randint(2, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 254), rng.randint(2, 254))


def username(rng, person=None):
    if person is None:
        return pat(rng, rng.choice(["rmops#", "medic##", "tmasdoc#", "ohn_##", "bridge#", "nav.off#", "sysadm#"]))
    g = ascii_slug(person.given.split()[0])
    f = ascii_slug(person.family.replace(" ", "").replace("'", "").replace("-", ""))
    return rng.choice([g[0] + f, g + "." + f, f + g[0] + pat(rng, "#"), (g[0] + f)[:8], g[:3] + f[:3] + pat(rng, "##")])


# ---------------------------------------------------------------- identifiers
def ssn(rng, country):
    if country == "US":
        return pat(rng, rng.choice(["9##-##-####", "000-##-####", "9########"]))
    if country == "NO":
        return pat(rng, rng.choice(["9#### #####", "000########", "9##########"]))
    if country == "AU":
        return pat(rng, rng.choice(["9## ### ###", "000 ### ###"]))
    return pat(rng, rng.choice(["9## ## ####", "000 ## ####"]))


def mrn(rng, country):
    if country == "UK":
        return pat(rng, rng.choice(["9## ### ####", "9#########", "A######", "OH######", "H#######"]))
    if country == "NO":
        return pat(rng, rng.choice(["PAS-#######", "#########", "J-######"]))
    if country == "AU":
        return pat(rng, rng.choice(["UR######", "######", "PCH-#######"]))
    return pat(rng, rng.choice(["MRN#######", "########", "E#######", "BG-######"]))


def healthplan(rng, country):
    if country == "AU":
        return pat(rng, rng.choice(["#### ##### #", "##########", "WTI-@@######"]))
    if country == "US":
        return pat(rng, rng.choice(["@@@#########", "W#########", "GRP-#####-##", "MMM######"]))
    return pat(rng, rng.choice(["@@/######/##", "POL-#######", "TRV######", "PI-####-#####", "@@@#######"]))


def account(rng):
    return pat(rng, rng.choice(["ENC-#######", "INV-####-###", "#######", "V########", "ACC/####/##", "CLM-######",
                                "BL#######"]))


def licence(rng, kind, country):
    d = {
        "gmc": "#######", "hpr": "9######", "ahpra": "MED000#######", "npi": "1#########", "dea": "@@#######",
        "ame": {"UK": rng.choice(["GBR.AME.####", "AME ####"]), "NO": rng.choice(["NOR.AME.####", "AME ####"]),
                "AU": rng.choice(["DAME ####", "####"]), "US": rng.choice(["#####", "AME-#####"])}[country],
        "pilot_uk": rng.choice(["GBR.FCL.@@.########", "UK.FCL.######", "GBR.FCL.ATPL.######"]),
        "pilot_no": rng.choice(["NOR.FCL.#######", "NOR.FCL.@@.######"]),
        "pilot_au": rng.choice(["ARN ######", "######"]),
        "pilot_us": rng.choice(["#######", "FAA-####-####", "########"]),
        "coc": rng.choice(["CoC-######", "COC/UK/######", "#####-GMDSS", "N-######", "######"]),
        "medcert": rng.choice(["MC######", "ENG-####-#####", "@#######", "HE-######", "AMSA-######"]),
        "mmc": "MMC-#######", "driver": rng.choice(["@@######", "##########", "@######"]),
        "dive": rng.choice(["HSE-DIV-#####", "DIV######", "ADAS-#####"]),
    }[kind]
    return pat(rng, d)


def idnum(rng, kind):
    d = {
        "tmas": rng.choice(["TMAS-####-###", "RMC/##/####", "CASE ######", "NRM-#####"]),
        "medevac": rng.choice(["MED-####-##", "SAR-######", "MSN ####/##", "EVAC-#####"]),
        "incident": rng.choice(["IR-####-####", "INC#######", "HSE-######", "SYN-#####"]),
        "employee": rng.choice(["E######", "#######", "EMP-#####", "P######", "X#####"]),
        "passport": rng.choice(["@########", "@@#######", "#########"]),
        "discharge": rng.choice(["DB######", "@@#######", "R######", "SB-####-###"]),
        "specimen": rng.choice(["S##-#####", "SPC-#######", "#########", "UR-######"]),
        "coc_form": rng.choice(["CCF ########", "COC-######"]),
        "faa": rng.choice(["@#######", "MX########"]),
        "caa": rng.choice(["CAA-######", "#######"]),
        "crew": rng.choice(["CR-#####", "######", "CRW######"]),
        "order": rng.choice(["ORD-######", "R########", "Q#######"]),
        "sid": rng.choice(["SID-@@@-#######", "#########"]),
        "arn": "######",
    }[kind]
    return pat(rng, d)


def device_serial(rng):
    return pat(rng, rng.choice(["###########", "@@#######", "##@@#####", "@###-####-@@", "#########",
                                 "@@@-######"]))


def vehicle_imo(rng):
    return pat(rng, "9######")


def vehicle_callsign(rng, flag=None):
    return pat(rng, rng.choice(["L@@#", "LA@@#", "MA@@#", "V@@@#", "9V@@#", "WD@####", "VJ@####", "3E@@#",
                                "D5@@#"]))


def vehicle_mmsi(rng):
    return pat(rng, rng.choice(["257######", "232######", "503######", "367######", "636######", "538######"]))


def aircraft_reg(rng, country):
    return pat(rng, {"UK": "G-@@@@", "NO": "LN-@@@", "AU": "VH-@@@", "US": rng.choice(["N###@@", "N##@@", "N####@"])}
               [country])


def plate(rng, country):
    return pat(rng, {"UK": "@@## @@@", "NO": "@@ #####", "AU": rng.choice(["1@@@ ###", "@@@ ###"]),
                     "US": rng.choice(["#@@@###", "@@@ ####", "###-@@@"])}[country])


def bioid(rng):
    return pat(rng, rng.choice(["FP-#####", "BIO-########", "IRIS-@@####", "FT######", "PV-#####-@",
                                "BT#######"]))
