"""Country-specific formats: dates, phones, postcodes, addresses and identifiers."""

import datetime as dt

from core import pick, wpick, chance, digits, letters, UPPER
import places

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

COUNTRY_NAMES = {
    "UK": ["United Kingdom", "UK", "England", "Scotland", "Wales"],
    "US": ["USA", "United States"],
    "IE": ["Ireland"],
    "CA": ["Canada"],
    "AU": ["Australia"],
    "NZ": ["New Zealand"],
    "ZA": ["South Africa"],
    "SG": ["Singapore"],
}

BIRTH_COUNTRIES = ["Poland", "Somalia", "Nigeria", "India", "Pakistan", "Bangladesh",
                   "Jamaica", "Portugal", "Romania", "the Philippines", "Vietnam", "Ghana",
                   "Ukraine", "Lebanon", "Turkey", "Samoa", "Tonga", "Malaysia", "Greece",
                   "Italy", "Kenya", "Eritrea", "Brazil", "Hong Kong", "Sri Lanka", "Zimbabwe",
                   "Fiji", "Syria", "Scotland", "Mexico"]

UK_AREAS = ["0113", "0114", "0117", "0118", "0121", "0131", "0141", "0151", "0161", "0191",
            "01223", "01332", "01482", "01603", "01752", "01904", "029", "028", "020"]
US_AREAS = ["614", "216", "412", "612", "503", "919", "512", "608", "617", "404", "303", "502",
            "505", "515", "802", "330", "763"]
CA_AREAS = ["416", "604", "403", "902", "204", "514", "306", "506", "613", "778"]
AU_AREAS = ["02", "03", "07", "08"]
NZ_AREAS = ["09", "03", "04", "06", "07"]
ZA_AREAS = ["021", "011", "031", "041", "051", "012"]


class Locale:
    def __init__(self, code):
        self.code = code
        self.us_dates = code == "US"
        self.date_styles = {
            "UK": [("num", 6), ("long", 3), ("abbr", 2), ("dash", 2), ("short", 1),
                   ("ordinal", 1)],
            "IE": [("num", 6), ("long", 3), ("abbr", 2), ("dot", 1), ("ordinal", 1)],
            "US": [("num", 7), ("long", 3), ("abbr", 2), ("short", 2), ("iso", 1)],
            "CA": [("iso", 5), ("long", 3), ("abbr", 3), ("num", 1)],
            "AU": [("num", 7), ("long", 3), ("abbr", 2), ("dot", 1)],
            "NZ": [("num", 7), ("long", 3), ("abbr", 2), ("dash", 1)],
            "ZA": [("iso", 3), ("num", 4), ("long", 3), ("dot", 1)],
            "SG": [("num", 5), ("abbr", 3), ("long", 2), ("dash", 2)],
        }[code]

    # ------------------------------------------------------------ dates
    def date(self, d, style):
        D, M, Y = d.day, d.month, d.year
        mon = MONTHS[M - 1]
        if style == "num":
            return "%02d/%02d/%04d" % ((M, D, Y) if self.us_dates else (D, M, Y))
        if style == "short":
            return ("%d/%d/%02d" % (M, D, Y % 100)) if self.us_dates else \
                ("%d/%d/%02d" % (D, M, Y % 100))
        if style == "long":
            return ("%s %d, %d" % (mon, D, Y)) if self.us_dates or self.code == "CA" else \
                ("%d %s %d" % (D, mon, Y))
        if style == "abbr":
            return ("%s %d, %d" % (mon[:3], D, Y)) if self.us_dates or self.code == "CA" else \
                ("%d %s %d" % (D, mon[:3], Y))
        if style == "dash":
            return "%02d-%s-%d" % (D, mon[:3], Y)
        if style == "dashcaps":
            return "%02d-%s-%d" % (D, mon[:3].upper(), Y)
        if style == "iso":
            return "%04d-%02d-%02d" % (Y, M, D)
        if style == "dot":
            return "%02d.%02d.%04d" % (D, M, Y)
        if style == "ordinal":
            suf = "th" if 10 <= D % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(D % 10, "th")
            return "%d%s %s %d" % (D, suf, mon, Y)
        if style == "wd_long":
            wd = WEEKDAYS[d.weekday()]
            if self.us_dates or self.code == "CA":
                return "%s, %s %d, %d" % (wd, mon, D, Y)
            return "%s %d %s %d" % (wd, D, mon, Y)
        if style == "wd_short":
            wd = WEEKDAYS[d.weekday()][:3]
            if self.us_dates:
                return "%s %d/%d" % (wd, M, D)
            return "%s %02d/%02d" % (wd, D, M)
        if style == "wd_num":
            wd = WEEKDAYS[d.weekday()][:3]
            return wd + " " + self.date(d, "num")
        if style == "month_year":
            return "%s %d" % (mon, Y)
        if style == "mon_year":
            return "%s %d" % (mon[:3], Y)
        if style == "year":
            return str(Y)
        if style == "daymonth":
            return ("%s %d" % (mon, D)) if self.us_dates else ("%d %s" % (D, mon))
        raise ValueError(style)

    def d(self, rng, d, style=None):
        if style is None:
            style = wpick(rng, self.date_styles)
        return (self.date(d, style), "DATE")

    def num_date(self, d):
        return self.date(d, "num")

    # ------------------------------------------------------------ phones
    def phone(self, rng, kind="land"):
        c = self.code
        if c == "UK":
            if kind == "mobile":
                return pick(rng, ["07700 555", "07911 555", "07456 555", "07825 555"]) + digits(rng, 3)
            a = pick(rng, UK_AREAS)
            if a == "020":
                return "020 7555 " + digits(rng, 4)
            if len(a) == 5:
                return a + " 555" + digits(rng, 3)
            fmt = pick(rng, ["{a} 555 {x}", "({a}) 555 {x}", "{a} 555{x}"])
            return fmt.format(a=a, x=digits(rng, 4))
        if c == "IE":
            if kind == "mobile":
                return pick(rng, ["083", "085", "086", "087", "089"]) + " 555 " + digits(rng, 4)
            return pick(rng, ["(01) 555 ", "021 555 ", "(091) 555 ", "061 555 ", "(051) 555 "]) + \
                digits(rng, 4)
        if c in ("US", "CA"):
            a = pick(rng, US_AREAS if c == "US" else CA_AREAS)
            x = "01" + digits(rng, 2)
            return pick(rng, ["({a}) 555-{x}", "{a}-555-{x}", "{a}.555.{x}", "({a}) 555-{x}"]).format(a=a, x=x)
        if c == "AU":
            if kind == "mobile":
                return "04" + digits(rng, 2) + " 555 " + digits(rng, 3)
            return pick(rng, ["({a}) 5550 {x}", "{a} 5550 {x}"]).format(a=pick(rng, AU_AREAS), x=digits(rng, 4))
        if c == "NZ":
            if kind == "mobile":
                return pick(rng, ["021", "022", "027"]) + " 555 " + digits(rng, 4)
            return pick(rng, ["({a}) 555 {x}", "{a}-555 {x}", "{a} 555 {x}"]).format(a=pick(rng, NZ_AREAS), x=digits(rng, 4))
        if c == "ZA":
            if kind == "mobile":
                return pick(rng, ["082", "083", "072", "079"]) + " 555 " + digits(rng, 4)
            return pick(rng, ["{a} 555 {x}", "({a}) 555 {x}"]).format(a=pick(rng, ZA_AREAS), x=digits(rng, 4))
        if c == "SG":
            if kind == "mobile":
                return pick(rng, ["9555 ", "8555 "]) + digits(rng, 4)
            return pick(rng, ["6555 ", "+65 6555 "]) + digits(rng, 4)
        raise ValueError(c)

    def ext(self, rng):
        return self.phone(rng) + pick(rng, [" ext. ", " ext ", " x", " (ext "]) + digits(rng, 4, True)

    def bleep(self, rng):
        return "555" + digits(rng, pick(rng, [1, 2]))

    # ------------------------------------------------------------ postcodes, addresses
    def postcode(self, rng):
        c = self.code
        if c == "UK":
            out = letters(rng, pick(rng, [1, 2]), "ABCDEFGHKLMNPRSTWY") + str(rng.randrange(1, 30))
            return out + " " + str(rng.randrange(1, 10)) + letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ")
        if c == "IE":
            return pick(rng, ["D", "P", "H", "T", "V", "R", "A", "N", "F"]) + digits(rng, 2) + " " + \
                letters(rng, 1, "ACDEFHKNPRTVWXY") + digits(rng, 1) + letters(rng, 1, "ACDEFHKNPRTVWXY") + digits(rng, 1)
        if c == "US":
            z = digits(rng, 5, True)
            return z + ("-" + digits(rng, 4) if chance(rng, 0.2) else "")
        if c == "CA":
            L = "ABCEGHJKLMNPRSTVXY"
            return letters(rng, 1, L) + digits(rng, 1) + letters(rng, 1, L) + " " + \
                digits(rng, 1) + letters(rng, 1, L) + digits(rng, 1)
        if c in ("AU", "NZ", "ZA"):
            return digits(rng, 4, True)
        if c == "SG":
            return digits(rng, 6, True)
        raise ValueError(c)

    def address(self, rng):
        c = self.code
        a = {"street": places.street(rng, c), "city": places.town(rng, c), "zip": self.postcode(rng),
             "state": "", "state_full": "", "county": "", "country": pick(rng, COUNTRY_NAMES[c])}
        if c in ("US", "CA", "AU"):
            a["state"], a["state_full"] = pick(rng, places.STATES[c])
        elif c in ("NZ", "ZA"):
            a["state_full"] = pick(rng, places.STATES[c])[1]
        elif c == "IE":
            a["county"] = pick(rng, places.STATES["IE"])[1]
        return a

    def addr(self, rng, a, sep=", ", country=False, full_state=None):
        """Address pieces; sep ', ' for one line, '\\n' for a letter block."""
        c = self.code
        P = [(a["street"], "STREET"), sep]
        if c in ("US", "CA"):
            st = a["state_full"] if full_state else a["state"]
            P += [(a["city"], "CITY"), ", ", (st, "STATE"), " ", (a["zip"], "ZIP")]
        elif c == "AU":
            st = a["state_full"] if full_state else a["state"]
            P += [(a["city"], "CITY"), " ", (st, "STATE"), " ", (a["zip"], "ZIP")]
        elif c == "NZ":
            P += [(a["city"], "CITY")]
            if chance(rng, 0.3):
                P += [sep, (a["state_full"], "STATE")]
            P += [" ", (a["zip"], "ZIP")]
        elif c == "ZA":
            P += [(a["city"], "CITY"), sep, (a["state_full"], "STATE"), sep, (a["zip"], "ZIP")]
        elif c == "IE":
            P += [(a["city"], "CITY")]
            if chance(rng, 0.6):
                P += [sep, (a["county"], "CITY")]
            P += [sep, (a["zip"], "ZIP")]
        elif c == "SG":
            P = [(a["street"], "STREET"), sep, (a["city"], "CITY"), sep,
                 ("Singapore", "COUNTRY"), " ", (a["zip"], "ZIP")]
            return P
        else:
            P += [(a["city"], "CITY"), sep, (a["zip"], "ZIP")]
        if country:
            P += [sep, (a["country"], "COUNTRY")]
        return P

    # ------------------------------------------------------------ identifiers
    def mrn(self, rng):
        c = self.code
        if c == "UK":
            return pick(rng, [("Hosp No:", letters(rng, 1) + digits(rng, 6)),
                              ("Hospital No.", digits(rng, 8, True)),
                              ("RN:", "RX" + digits(rng, 6)),
                              ("Unit No:", digits(rng, 7, True))])
        if c == "IE":
            return pick(rng, [("MRN:", digits(rng, 7, True)), ("Chart No.", digits(rng, 6, True)),
                              ("Hosp. No.", digits(rng, 7, True))])
        if c == "US":
            return pick(rng, [("MRN:", digits(rng, 8)), ("MRN", "MR" + digits(rng, 7)),
                              ("Med Rec #", digits(rng, 9, True)), ("Chart #", digits(rng, 6, True))])
        if c == "CA":
            return pick(rng, [("MRN:", digits(rng, 7, True)), ("Chart #", letters(rng, 1) + digits(rng, 6)),
                              ("Hosp #", digits(rng, 8, True))])
        if c == "AU":
            return pick(rng, [("UR:", digits(rng, 7, True)), ("URN", digits(rng, 6, True)),
                              ("MRN:", digits(rng, 8, True))])
        if c == "NZ":
            return pick(rng, [("NHI:", "Z" + letters(rng, 2, "ABCDEFGHJKLMNPQRSTUVWXY") + digits(rng, 4)),
                              ("NHI", "Z" + letters(rng, 2, "ABCDEFGHJKLMNPQRSTUVWXY") + digits(rng, 4))])
        if c == "ZA":
            return pick(rng, [("Hosp No:", digits(rng, 9, True)), ("Folder No.", letters(rng, 2) + digits(rng, 6))])
        if c == "SG":
            return pick(rng, [("MRN:", digits(rng, 9, True)), ("Case No.", letters(rng, 1) + digits(rng, 7))])
        raise ValueError(c)

    def national_id(self, rng, dob=None):
        """Second patient identifier typed as MRN (NHS/CHI/IHI numbers) or None."""
        c = self.code
        if c == "UK":
            if chance(rng, 0.15) and dob is not None:
                return ("CHI:", "%02d%02d%02d" % (dob.day, dob.month, dob.year % 100) + digits(rng, 4))
            return (pick(rng, ["NHS No:", "NHS no.", "NHS Number:"]),
                    digits(rng, 3, True) + " " + digits(rng, 3) + " " + digits(rng, 4))
        if c == "IE":
            return ("IHI:", digits(rng, 10, True))
        return None

    def ssn(self, rng, dob=None):
        c = self.code
        if c == "US":
            if chance(rng, 0.8):
                return ("SSN:", "9" + digits(rng, 2) + "-" + digits(rng, 2) + "-" + digits(rng, 4))
            return ("SSN", "000-" + digits(rng, 2) + "-" + digits(rng, 4))
        if c == "CA":
            return ("SIN:", "9" + digits(rng, 2) + " " + digits(rng, 3) + " " + digits(rng, 3))
        if c == "IE":
            return ("PPSN:", "9" + digits(rng, 6) + letters(rng, pick(rng, [1, 2]), "ABCDEFGHTW"))
        if c == "AU":
            return ("Centrelink CRN:", "9" + digits(rng, 2) + " " + digits(rng, 3) + " " + digits(rng, 3) + letters(rng, 1))
        if c == "NZ":
            return ("IRD no.", "9" + digits(rng, 1) + "-" + digits(rng, 3) + "-" + digits(rng, 3))
        if c == "ZA":
            # South African ID numbers begin with the birth date (YYMMDD); only 1990s births start with 9
            if dob is None or not (1990 <= dob.year <= 1999):
                return None
            return ("ID No:", "%02d%02d%02d" % (dob.year % 100, dob.month, dob.day) + digits(rng, 7))
        return None

    def healthplan(self, rng):
        c = self.code
        if c == "US":
            return pick(rng, [("Member ID:", letters(rng, 3) + digits(rng, 6)),
                              ("Medicaid ID:", digits(rng, 10, True) + letters(rng, 1)),
                              ("Subscriber ID", "W" + digits(rng, 9)),
                              ("Policy #", letters(rng, 2) + "-" + digits(rng, 7))])
        if c == "CA":
            return pick(rng, [("OHIP:", digits(rng, 4, True) + "-" + digits(rng, 3) + "-" + digits(rng, 3) + "-" + letters(rng, 2)),
                              ("PHN:", "9" + digits(rng, 3) + " " + digits(rng, 3) + " " + digits(rng, 3)),
                              ("Health card #", digits(rng, 10, True))])
        if c == "AU":
            return pick(rng, [("Medicare:", digits(rng, 4, True) + " " + digits(rng, 5) + " " + digits(rng, 1)),
                              ("DVA Gold Card:", pick(rng, ["N", "V", "Q"]) + "X" + digits(rng, 6)),
                              ("Pension Concession Card:", digits(rng, 3, True) + " " + digits(rng, 3) + " " + digits(rng, 3) + letters(rng, 1))])
        if c == "NZ":
            return ("Community Services Card:", digits(rng, 4, True) + " " + digits(rng, 4) + " " + digits(rng, 4))
        if c == "ZA":
            return ("Medical aid no.", digits(rng, 9, True))
        if c == "IE":
            return pick(rng, [("Medical Card No.", digits(rng, 7, True) + letters(rng, 1)),
                              ("GMS No.", digits(rng, 6, True) + letters(rng, 1))])
        if c == "UK":
            return pick(rng, [("HC2 certificate no.", digits(rng, 9, True)),
                              ("Exemption cert. no.", letters(rng, 2) + digits(rng, 7)),
                              ("Plan member no.", "MD-" + digits(rng, 6))])
        if c == "SG":
            return ("MediShield Life policy:", "MSL" + digits(rng, 8))
        raise ValueError(c)

    def dentist_reg(self, rng):
        c = self.code
        return {
            "UK": lambda: ("GDC No.", digits(rng, pick(rng, [5, 6]), True)),
            "IE": lambda: ("Dental Council Reg. No.", digits(rng, 4, True)),
            "US": lambda: ("NPI", "1" + digits(rng, 9)),
            "CA": lambda: (pick(rng, ["RCDSO #", "Licence #"]), digits(rng, 5, True)),
            "AU": lambda: ("AHPRA", "DEN000" + digits(rng, 7)),
            "NZ": lambda: ("DCNZ No.", digits(rng, 5, True)),
            "ZA": lambda: ("HPCSA", "DP " + digits(rng, 7)),
            "SG": lambda: ("SDC Reg. No.", "D" + digits(rng, 4) + letters(rng, 1)),
        }[c]()

    def doctor_reg(self, rng):
        c = self.code
        return {
            "UK": lambda: ("GMC No.", digits(rng, 7, True)),
            "IE": lambda: ("MCRN", digits(rng, 6, True)),
            "US": lambda: ("NPI", "1" + digits(rng, 9)),
            "CA": lambda: ("CPSO #", digits(rng, 5, True)),
            "AU": lambda: ("AHPRA", "MED000" + digits(rng, 7)),
            "NZ": lambda: ("MCNZ No.", digits(rng, 5, True)),
            "ZA": lambda: ("HPCSA", "MP " + digits(rng, 7)),
            "SG": lambda: ("SMC Reg. No.", "M" + digits(rng, 5) + letters(rng, 1)),
        }[c]()

    def account(self, rng):
        return pick(rng, [("Episode No.", digits(rng, 9, True)),
                          ("Visit #", "V" + digits(rng, 8)),
                          ("Encounter no.", digits(rng, 10, True)),
                          ("Acct:", digits(rng, 4, True) + "-" + digits(rng, 4)),
                          ("Billing ref", "INV-" + digits(rng, 6))])

    def referral_ref(self, rng):
        c = self.code
        if c == "UK" and chance(rng, 0.5):
            return ("UBRN", digits(rng, 4) + " " + digits(rng, 4) + " " + digits(rng, 4))
        return pick(rng, [("Referral ref:", "SCD-" + digits(rng, 5, True)),
                          ("Ref:", letters(rng, 2) + "/" + digits(rng, 6)),
                          ("Referral ID", "R" + digits(rng, 7)),
                          ("Our ref:", "CDS/" + digits(rng, 4, True) + "/" + letters(rng, 2))])

    # ------------------------------------------------------------ wording
    def term(self, key):
        us = self.code in ("US", "CA")
        T = {
            "ga": "general anesthesia" if us else "general anaesthetic",
            "gdp": "general dentist" if us else "GDP",
            "gp": "PCP" if self.code == "US" else "GP",
            "carer": "caregiver" if us else "carer",
            "ld": {"US": "intellectual/developmental disability", "CA": "developmental disability",
                   "AU": "intellectual disability", "NZ": "intellectual disability"}.get(self.code,
                                                                                        "learning disability"),
            "theatre": "OR" if us else "theatre",
            "colour": "color" if us else "colour",
            "anaesthetist": "anesthesiologist" if us else "anaesthetist",
            "paed": "pediatric" if us else "paediatric",
        }
        return T[key]

    def capacity_law(self):
        return {
            "UK": "Mental Capacity Act 2005",
            "IE": "Assisted Decision-Making (Capacity) Act 2015",
            "US": "state guardianship statute",
            "CA": "Health Care Consent Act, 1996",
            "AU": "Guardianship Act 1987 (person responsible provisions)",
            "NZ": "Code of Health and Disability Services Consumers' Rights, Right 7(4)",
            "ZA": "National Health Act 61 of 2003, s7",
            "SG": "Mental Capacity Act 2008",
        }[self.code]

    def decision_maker(self):
        return {
            "UK": "Lasting Power of Attorney (Health & Welfare)",
            "IE": "decision-making representative",
            "US": "legal guardian",
            "CA": "substitute decision-maker (SDM)",
            "AU": "person responsible",
            "NZ": "welfare guardian",
            "ZA": "curator",
            "SG": "deputy appointed by the court",
        }[self.code]


def rand_date(rng, start, end):
    span = (end - start).days
    return start + dt.timedelta(days=rng.randrange(span + 1))


def workday(d):
    while d.weekday() >= 5:
        d = d + dt.timedelta(days=1)
    return d


def add_days(d, n):
    return d + dt.timedelta(days=n)


def dob_for_age(rng, visit, age):
    """A date of birth giving exactly `age` on `visit`."""
    y = visit.year - age
    lo = dt.date(y - 1, visit.month, min(visit.day, 28)) + dt.timedelta(days=1)
    hi = dt.date(y, visit.month, min(visit.day, 28))
    return rand_date(rng, lo, hi)


def age_on(dob, d):
    return d.year - dob.year - ((d.month, d.day) < (dob.month, dob.day))
